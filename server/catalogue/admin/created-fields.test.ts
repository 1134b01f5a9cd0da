import { describe, expect, it } from "vitest";
import { filledFields } from "./created-fields";

describe("filledFields", () => {
  it("records filled fields as changes from nothing and leaves empty ones out", () => {
    expect(
      filledFields({ name: "Mop", description: "", features: [], price: null, isActive: false, tags: ["a"] }),
    ).toEqual({
      name: [null, "Mop"],
      isActive: [null, false],
      tags: [null, ["a"]],
    });
  });
});
