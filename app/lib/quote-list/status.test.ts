import { describe, expect, it } from "vitest";
import { quoteListStatusOf } from "./status";

describe("quoteListStatusOf", () => {
  it("names the known codes and ignores anything else", () => {
    expect(quoteListStatusOf("added")).toMatchObject({ ok: true, message: "Added to your quote list." });
    expect(quoteListStatusOf("full")).toMatchObject({ ok: false, message: expect.stringMatching(/100 products/) });
    expect(quoteListStatusOf("toString")).toBeNull();
    expect(quoteListStatusOf("<script>")).toBeNull();
    expect(quoteListStatusOf(null)).toBeNull();
  });
});
