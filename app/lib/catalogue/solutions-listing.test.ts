import { describe, expect, it } from "vitest";
import { MAX_SHOWN, brandToggleHref, parseBrand, parseShown, sameBrand, showMoreHref } from "./solutions-listing";

describe("parseShown", () => {
  it("is one page when missing or not a number", () => {
    expect(parseShown(null, 24)).toBe(24);
    expect(parseShown("", 24)).toBe(24);
    expect(parseShown("lots", 24)).toBe(24);
  });

  it("is never less than a page nor more than the ceiling", () => {
    expect(parseShown("48", 24)).toBe(48);
    expect(parseShown("30", 24)).toBe(30);
    expect(parseShown("-5", 24)).toBe(24);
    expect(parseShown("0", 24)).toBe(24);
    expect(parseShown("999999999", 24)).toBe(MAX_SHOWN);
  });
});

describe("brand parameter", () => {
  it("is trimmed and bounded", () => {
    expect(parseBrand("  Aquaris ")).toBe("Aquaris");
    expect(parseBrand(null)).toBe("");
    expect(parseBrand("x".repeat(500))).toHaveLength(200);
  });

  it("compares brands without regard to case", () => {
    expect(sameBrand("HYGIENA SYSTEMS", "Hygiena Systems")).toBe(true);
    expect(sameBrand("Aquaris", "Aquari")).toBe(false);
  });
});

describe("links", () => {
  it("a logo sets its brand, or clears it when it is the active one, and lands on the products", () => {
    expect(brandToggleHref("/solutions", "Aquaris", "")).toBe("/solutions?brand=Aquaris#products");
    expect(brandToggleHref("/solutions", "PureCare Chemie", "Aquaris")).toBe(
      "/solutions?brand=PureCare+Chemie#products",
    );
    expect(brandToggleHref("/solutions", "Aquaris", "aquaris")).toBe("/solutions#products");
  });

  it("show more keeps the brand, adds a page and lands on the first new card", () => {
    expect(showMoreHref("/solutions", 24, 24)).toBe("/solutions?show=48#more-products");
    expect(showMoreHref("/solutions", 48, 24, "Nordvac")).toBe("/solutions?brand=Nordvac&show=72#more-products");
    expect(showMoreHref("/vacuum-solutions", MAX_SHOWN - 10, 48)).toBe(
      `/vacuum-solutions?show=${MAX_SHOWN}#more-products`,
    );
  });
});
