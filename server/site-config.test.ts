import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "./site-config";

describe("the site configuration's Arabic names (decision 129)", () => {
  it("keeps the default Arabic names while the English ones are the defaults", () => {
    expect(resolveSiteConfig({}).arabic).toEqual({
      companyName: "جلف كلين لتجارة المعدات",
      country: "قطر",
      city: "الدوحة",
    });
  });

  it("takes SITE_*_AR, and falls back to the deployment's English name rather than another company's Arabic one", () => {
    const site = resolveSiteConfig({
      SITE_COMPANY_NAME: "Doha Hygiene Supplies",
      SITE_CITY: "Al Wakrah",
      SITE_CITY_AR: "الوكرة",
    });
    expect(site.arabic).toEqual({ companyName: "Doha Hygiene Supplies", country: "قطر", city: "الوكرة" });
    expect(site.companyName).toBe("Doha Hygiene Supplies");
  });
});
