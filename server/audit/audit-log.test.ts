import { describe, expect, it } from "vitest";
import { diffFields } from "./audit-log";

describe("diffFields", () => {
  it("lists only the fields whose values changed, with before and after", () => {
    const before = { name: "Scrubber", features: ["a", "b"], brand: "Kitchex", subcategory: null };
    const after = { name: "Scrubber X", features: ["a", "b"], brand: "Kitchex", subcategory: undefined };
    expect(diffFields(before, after)).toEqual({ name: ["Scrubber", "Scrubber X"] });
  });

  it("compares lists by value and treats a missing value as null", () => {
    expect(diffFields({ features: ["a"] }, { features: ["a", "c"], website: "https://x.example" })).toEqual({
      features: [["a"], ["a", "c"]],
      website: [null, "https://x.example"],
    });
  });
});
