import { describe, expect, it } from "vitest";
import { companyLocale, INBOX_CATEGORY_OPTIONS } from "./admin-inbox";

describe("companyLocale", () => {
  it("maps the company's country to its time zone and calling code, in any case", () => {
    expect(companyLocale("Qatar")).toEqual({ timeZone: "Asia/Qatar", callingCode: "974" });
    expect(companyLocale(" saudi arabia ")).toEqual({ timeZone: "Asia/Riyadh", callingCode: "966" });
    expect(companyLocale("UAE")).toEqual({ timeZone: "Asia/Dubai", callingCode: "971" });
  });
  it("falls back to Dubai for a country it does not know", () => {
    expect(companyLocale("Atlantis")).toEqual({ timeZone: "Asia/Dubai", callingCode: "971" });
  });
  it("offers contact and quote categories once each in the category filter", () => {
    expect(INBOX_CATEGORY_OPTIONS).toContain("Washroom Hygiene");
    expect(INBOX_CATEGORY_OPTIONS).toContain("Floor Care Equipment");
    expect(new Set(INBOX_CATEGORY_OPTIONS).size).toBe(INBOX_CATEGORY_OPTIONS.length);
  });
});
