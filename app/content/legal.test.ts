import { describe, expect, it } from "vitest";
import { privacySections, SITEMAP_GROUPS, termsSections } from "./legal";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "./site-config";

const site: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  companyName: "Example Clean LLC",
  country: "Oman",
  city: "Muscat",
  email: "info@example.test",
  showroomPhone: "+968 1",
  warehousePhone: "+968 2",
};
const text = (sections: ReturnType<typeof privacySections>) =>
  sections.flatMap((section) => section.paragraphs).join("\n");

describe("legal texts (spec 1, 2.14)", () => {
  it("privacy policy has the four sections in order and states what is collected and why", () => {
    const sections = privacySections(site);
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
    const sections = termsSections(site);
    expect(sections.map((section) => section.title)).toEqual([
      "Service Agreement",
      "Product Warranties",
      "Service Standards",
      "Contact Information",
    ]);
    expect(text(sections)).toMatch(/manufacturer's warranty/);
    expect(text(sections)).toMatch(/individual product agreement/);
  });

  it("company facts come from the site configuration, not the defaults", () => {
    for (const sections of [privacySections(site), termsSections(site)]) {
      const contact = text(sections.slice(-1));
      for (const fact of [site.companyName, site.email, site.showroomPhone, site.city, site.country])
        expect(contact).toContain(fact);
      expect(text(sections)).not.toContain(DEFAULT_SITE_CONFIG.companyName);
    }
  });

  it("sitemap groups and labels match the spec", () => {
    expect(SITEMAP_GROUPS.map((group) => [group.title, group.links.map((link) => link.label)])).toEqual([
      ["Main Pages", ["Home", "About Us", "Contact"]],
      ["Solutions", ["All Solutions", "Vacuum Solutions", "Automation", "Products"]],
      ["Legal", ["Privacy Policy", "Terms of Service", "Sitemap"]],
    ]);
  });
});
