import { describe, expect, it } from "vitest";
import { SECTORS } from "~/lib/catalogue/sectors";
import { HEALTHCARE_EXTRAS, HOSPITALITY_EXTRAS, SECTOR_PAGES } from "./sectors";
import { CHEMICAL_APPLICATIONS, FOCUSED_PAGES } from "./solutions";

const filled = (text: string) => text.trim().length > 0;

describe.each([...SECTORS])("the %s sector page content", (sector) => {
  const content = SECTOR_PAGES[sector];

  it("belongs to its sector and names its buttons", () => {
    expect(content.sector).toBe(sector);
    expect(
      [content.title, content.intro, content.metaDescription, content.primaryButton, content.secondaryButton].every(
        filled,
      ),
    ).toBe(true);
    expect(content.viewAll).toMatch(/^View All (Commercial|Healthcare|Hospitality) Solutions$/);
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
});

describe("sector buttons and extras (spec 2.10)", () => {
  it("uses the button texts of the spec", () => {
    expect(SECTORS.map((sector) => [SECTOR_PAGES[sector].primaryButton, SECTOR_PAGES[sector].secondaryButton])).toEqual(
      [
        ["Explore Solutions", "Schedule Assessment"],
        ["Healthcare Solutions", "Clinical Consultation"],
        ["Hospitality Solutions", "Luxury Consultation"],
      ],
    );
  });

  it("lists the healthcare standards and claims and the hospitality guest features", () => {
    expect(HEALTHCARE_EXTRAS.compliance).toEqual([
      "CDC Guidelines",
      "EPA Registered",
      "FDA Compliant",
      "Joint Commission",
    ]);
    expect(HEALTHCARE_EXTRAS.claims).toEqual([
      "99.9% Pathogen Elimination",
      "EPA Approved",
      "CDC Compliant",
      "HEPA Filtration",
    ]);
    expect(HOSPITALITY_EXTRAS.heading).toBe("Guest-Centric Features");
    expect(HOSPITALITY_EXTRAS.features.map((feature) => feature.title)).toEqual([
      "Silent Night Operations",
      "Fragrance-Free Options",
      "Rapid Room Turnover",
      "Luxury Surface Care",
    ]);
  });
});

describe("focused solution page content (spec 2.9)", () => {
  it("gives every page a title, intro and description, and the floor care and chemicals pages their links", () => {
    for (const page of Object.values(FOCUSED_PAGES))
      expect([page.title, page.intro, page.metaDescription, page.productsHeading].every(filled)).toBe(true);
    expect(FOCUSED_PAGES["floor-care"].links.map((link) => link.href)).toEqual([
      "/products?category=Floor%20Care%20Equipment",
      "/contact",
    ]);
    expect(FOCUSED_PAGES.chemicals.links.map((link) => link.href)).toEqual([
      "/products?category=Cleaning%20Chemicals",
      "/contact",
    ]);
    expect(CHEMICAL_APPLICATIONS.every((card) => filled(card.title) && filled(card.text))).toBe(true);
  });
});
