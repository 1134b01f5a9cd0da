import { describe, expect, it } from "vitest";
import { quoteListStatusOf } from "./status";

describe("quoteListStatusOf", () => {
  it("names the known codes and ignores anything else", () => {
    expect(quoteListStatusOf("added", "en")).toMatchObject({ ok: true, message: "Added to your quote list." });
    expect(quoteListStatusOf("full", "en")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/100 products/),
    });
    expect(quoteListStatusOf("toString", "en")).toBeNull();
    expect(quoteListStatusOf("<script>", "ar")).toBeNull();
    expect(quoteListStatusOf(null, "en")).toBeNull();
  });

  it("words the line in the page's edition", () => {
    expect(quoteListStatusOf("added", "ar")).toEqual({
      ok: true,
      message: "تمت الإضافة إلى قائمة عروض الأسعار.",
      viewList: "عرض قائمة عروض الأسعار",
    });
  });
});
