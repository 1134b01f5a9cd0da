import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locale";
import { PRIVACY_POLICY, SITEMAP_GROUPS, TERMS_OF_SERVICE, type LegalSection } from "./legal";
import { DEFAULT_SITE_CONFIG, siteTextIn, type SiteConfig } from "./site-config";

const site: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  companyName: "Example Clean LLC",
  country: "Oman",
  city: "Muscat",
  email: "info@example.test",
  showroomPhone: "+968 1",
  warehousePhone: "+968 2",
  arabic: { companyName: "إكزامبل كلين", country: "عُمان", city: "مسقط" },
};
const text = (sections: readonly LegalSection[]) => sections.flatMap((section) => section.paragraphs).join("\n");

describe("legal texts (spec 1, 2.14)", () => {
  it("privacy policy has the four sections in order and states what is collected and why", () => {
    const sections = PRIVACY_POLICY.en.sections(site);
    expect(sections.map((section) => section.title)).toEqual([
      "Information Collection",
      "Use of Information",
      "Data Security",
      "Contact Us",
    ]);
    expect(text(sections)).toMatch(/contact details.*business requirements.*technical specifications/s);
    expect(text(sections)).toMatch(/quotations.*technical support.*recommend products/s);
  });

  it("terms have the four sections in order and mention manufacturer warranties and product agreements", () => {
    const sections = TERMS_OF_SERVICE.en.sections(site);
    expect(sections.map((section) => section.title)).toEqual([
      "Service Agreement",
      "Product Warranties",
      "Service Standards",
      "Contact Information",
    ]);
    expect(text(sections)).toMatch(/manufacturer's warranty/);
    expect(text(sections)).toMatch(/individual product agreement/);
  });

  it("the Arabic texts have the same sections and say the same key things", () => {
    expect(PRIVACY_POLICY.ar.sections(site).map((section) => section.title)).toEqual([
      "جمع المعلومات",
      "استخدام المعلومات",
      "أمن البيانات",
      "اتصل بنا",
    ]);
    expect(TERMS_OF_SERVICE.ar.sections(site).map((section) => section.title)).toEqual([
      "اتفاقية الخدمة",
      "ضمانات المنتجات",
      "معايير الخدمة",
      "معلومات الاتصال",
    ]);
    expect(text(PRIVACY_POLICY.ar.sections(site))).toMatch(/بيانات الاتصال.*متطلبات عملك.*المواصفات الفنية/s);
    expect(text(TERMS_OF_SERVICE.ar.sections(site))).toMatch(/ضمان الشركة المصنّعة.*اتفاقية كل منتج/s);
  });

  it.each(LOCALES)("company facts come from the site configuration, not the defaults (%s)", (locale) => {
    for (const sections of [PRIVACY_POLICY[locale].sections(site), TERMS_OF_SERVICE[locale].sections(site)]) {
      const contact = text(sections.slice(-1));
      // The Arabic edition names the company, city and country by their Arabic names (siteTextIn).
      const names = siteTextIn(site, locale);
      for (const fact of [names.companyName, site.email, site.showroomPhone, names.city, names.country])
        expect(contact).toContain(fact);
      expect(text(sections)).not.toContain(siteTextIn(DEFAULT_SITE_CONFIG, locale).companyName);
    }
  });

  it("the Arabic keeps each phone number and e-mail address a left-to-right run", () => {
    const contact = text(TERMS_OF_SERVICE.ar.sections(site).slice(-1));
    for (const fact of [site.showroomPhone, site.warehousePhone, site.email])
      expect(contact).toContain(`\u2066${fact}\u2069`);
  });

  it("sitemap groups and labels match the spec, and the Arabic links the same pages", () => {
    expect(SITEMAP_GROUPS.en.map((group) => [group.title, group.links.map((link) => link.label)])).toEqual([
      ["Main Pages", ["Home", "About Us", "Contact"]],
      ["Solutions", ["All Solutions", "Vacuum Solutions", "Automation", "Products"]],
      ["Legal", ["Privacy Policy", "Terms of Service", "Sitemap"]],
    ]);
    const hrefs = (locale: "en" | "ar") => SITEMAP_GROUPS[locale].map((group) => group.links.map((link) => link.href));
    expect(hrefs("ar")).toEqual(hrefs("en"));
  });
});
