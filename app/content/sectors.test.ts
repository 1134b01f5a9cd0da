import { describe, expect, it } from "vitest";
import { SECTORS } from "~/lib/catalogue/sectors";
import { LOCALES } from "~/lib/i18n/locale";
import { SECTOR_LABELS, SECTOR_PAGE_HEADS } from "./sector-heads";
import { HEALTHCARE_EXTRAS, HOSPITALITY_EXTRAS, SECTOR_PAGES } from "./sectors";
import { CHEMICAL_APPLICATIONS, FOCUSED_PAGES } from "./solutions";

const filled = (text: string) => text.trim().length > 0;

describe.each(LOCALES.flatMap((locale) => SECTORS.map((sector) => [locale, sector] as const)))(
  "the %s %s sector page content",
  (locale, sector) => {
    const content = SECTOR_PAGES[locale][sector];

    it("carries its own sector's head and names its buttons", () => {
      expect(content.title).toBe(SECTOR_PAGE_HEADS[locale][sector].title);
      expect(
        [content.title, content.intro, content.metaDescription, content.primaryButton, content.secondaryButton].every(
          filled,
        ),
      ).toBe(true);
    });

    it("has 4 feature cards and 6 venue cards (spec 9.3), each with text and distinct bullets", () => {
      expect(content.features).toHaveLength(4);
      expect(content.venues).toHaveLength(6);
      for (const card of [...content.features.map((f) => ({ name: f.title, ...f })), ...content.venues]) {
        expect(filled(card.name) && filled(card.description)).toBe(true);
        expect(card.bullets.length).toBeGreaterThanOrEqual(2);
        expect(new Set(card.bullets).size).toBe(card.bullets.length);
      }
      expect(new Set(content.features.map((feature) => feature.title)).size).toBe(4);
      expect(new Set(content.venues.map((venue) => venue.name)).size).toBe(6);
    });
  },
);

describe("sector buttons and extras (spec 2.10)", () => {
  it("uses the button texts of the spec", () => {
    expect(
      SECTORS.map((sector) => [SECTOR_PAGES.en[sector].primaryButton, SECTOR_PAGES.en[sector].secondaryButton]),
    ).toEqual([
      ["Explore Solutions", "Schedule Assessment"],
      ["Healthcare Solutions", "Clinical Consultation"],
      ["Hospitality Solutions", "Luxury Consultation"],
    ]);
    expect(SECTORS.map((sector) => SECTOR_PAGES.en[sector].viewAll)).toEqual([
      "View All Commercial Solutions",
      "View All Healthcare Solutions",
      "View All Hospitality Solutions",
    ]);
  });

  it("lists the healthcare standards and claims and the hospitality guest features", () => {
    expect(HEALTHCARE_EXTRAS.en.compliance).toEqual([
      "CDC Guidelines",
      "EPA Registered",
      "FDA Compliant",
      "Joint Commission",
    ]);
    expect(HEALTHCARE_EXTRAS.en.claims).toEqual([
      "99.9% Pathogen Elimination",
      "EPA Approved",
      "CDC Compliant",
      "HEPA Filtration",
    ]);
    expect(HOSPITALITY_EXTRAS.en.heading).toBe("Guest-Centric Features");
    expect(HOSPITALITY_EXTRAS.en.features.map((feature) => feature.title)).toEqual([
      "Silent Night Operations",
      "Fragrance-Free Options",
      "Rapid Room Turnover",
      "Luxury Surface Care",
    ]);
  });

  it("keeps the standards' and claims' Latin acronyms in the Arabic", () => {
    const acronyms = (items: readonly string[]) => items.map((item) => item.match(/[A-Z]{3,}/g)?.join(" ") ?? "");
    expect(acronyms(HEALTHCARE_EXTRAS.ar.claims)).toEqual(acronyms(HEALTHCARE_EXTRAS.en.claims));
    expect(acronyms(HEALTHCARE_EXTRAS.ar.compliance)).toEqual(acronyms(HEALTHCARE_EXTRAS.en.compliance));
  });

  it("names the sectors for the catalogue's filter chip in both languages", () => {
    expect(SECTORS.map((sector) => SECTOR_LABELS.en[sector])).toEqual([
      "Commercial Spaces",
      "Healthcare Facilities",
      "Hospitality",
    ]);
    expect(SECTORS.map((sector) => SECTOR_LABELS.ar[sector])).toEqual([
      "المساحات التجارية",
      "مرافق الرعاية الصحية",
      "الضيافة",
    ]);
  });
});

describe.each(LOCALES)("focused solution page content (spec 2.9), %s", (locale) => {
  it("gives every page a title, intro and description, and the floor care and chemicals pages their links", () => {
    const pages = FOCUSED_PAGES[locale];
    for (const page of Object.values(pages))
      expect([page.title, page.intro, page.metaDescription, page.productsHeading].every(filled)).toBe(true);
    expect(pages["floor-care"].links.map((link) => link.href)).toEqual([
      "/products?category=Floor%20Care%20Equipment",
      "/contact",
    ]);
    expect(pages.chemicals.links.map((link) => link.href)).toEqual([
      "/products?category=Cleaning%20Chemicals",
      "/contact",
    ]);
    expect([pages.vacuum.fullListHref, pages.automation.fullListHref]).toEqual([
      "/products?category=Industrial%20Vacuum%20Cleaners",
      "/products",
    ]);
    expect(CHEMICAL_APPLICATIONS[locale].cards.every((card) => filled(card.title) && filled(card.text))).toBe(true);
  });
});
