import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize";
import { searchDocumentOf } from "./search-document";

/** The stored order: PostgreSQL keeps a tsvector's lexemes sorted, and so does searchDocumentOf. */
const sorted = (words: string[]) => [...words].sort();

const SCRUBBER = {
  name: "Compact Scrubber-Dryer 38",
  brand: "Kärcher",
  serialNumber: "AQ-SM43B",
  category: "Equipments",
  subcategory: "Floor Cleaning Machines",
  features: ["Battery powered", "Graphene brushes"],
  description: "Walk-behind machine for offices.",
};

describe("searchDocumentOf", () => {
  it("stores the distinct words of every searched field, the code also as one word", () => {
    const document = searchDocumentOf(SCRUBBER);
    expect(document.searchVector).toEqual(
      sorted([
        "compact",
        "scrubber",
        "dryer",
        "38",
        "karcher",
        "aq",
        "sm43b",
        "aqsm43b",
        "equipments",
        "floor",
        "cleaning",
        "machines",
        "battery",
        "powered",
        "graphene",
        "brushes",
        "walk",
        "behind",
        "machine",
        "for",
        "offices",
      ]),
    );
    expect(document.searchCode).toBe("aqsm43b");
  });

  it("does not repeat a word found in several fields", () => {
    const document = searchDocumentOf({
      name: "Floor Scrubber",
      brand: "Floor",
      category: "Equipments",
      subcategory: "Floor Cleaning Machines",
      features: ["Scrubber for floors"],
    });
    expect(document.searchVector.filter((word) => word === "floor")).toHaveLength(1);
    expect(document.searchVector.filter((word) => word === "scrubber")).toHaveLength(1);
    expect(document.searchVector).toContain("floors");
  });

  it("pads the normalised name, and the name with brand and code, with spaces", () => {
    const document = searchDocumentOf(SCRUBBER);
    expect(document.searchName).toBe(" compact scrubber dryer 38 ");
    expect(document.searchTitle).toBe(" compact scrubber dryer 38 karcher aq sm43b ");
  });

  it("stores empty values for the fields a product does not have", () => {
    const document = searchDocumentOf({ name: "Mop Bucket", category: "Cleaning Tools" });
    expect(document.searchVector).toEqual(sorted(["mop", "bucket", "cleaning", "tools"]));
    expect(document.searchName).toBe(" mop bucket ");
    expect(document.searchTitle).toBe(" mop bucket ");
    expect(document.searchCode).toBe("");
    const withNulls = searchDocumentOf({
      name: "Mop Bucket",
      brand: null,
      serialNumber: null,
      category: "Cleaning Tools",
      subcategory: null,
      features: null,
      description: null,
    });
    expect(withNulls).toEqual(document);
  });

  it("keeps a code without separators as one word, once", () => {
    const document = searchDocumentOf({ name: "Pad", serialNumber: "PD100", category: "Pads" });
    expect(document.searchVector).toEqual(sorted(["pad", "pd100", "pads"]));
    expect(document.searchCode).toBe("pd100");
  });

  it("drops words longer than 200 characters, keeping the rest", () => {
    const long = "x".repeat(201);
    const longest = "y".repeat(200);
    const document = searchDocumentOf({
      name: "Wet Vacuum",
      category: "Equipments",
      description: `Hash ${long} and ${longest}.`,
    });
    expect(document.searchVector).not.toContain(long);
    expect(document.searchVector).toContain(longest);
    expect(document.searchVector).toEqual(sorted(["wet", "vacuum", "equipments", "hash", "and", longest]));
  });

  it("folds accents and punctuation in every field", () => {
    const document = searchDocumentOf({
      name: "Désinfectant Surface-Spray",
      brand: "Hygiène+",
      category: "Chemicals",
      features: ["Prêt à l'emploi"],
    });
    expect(document.searchVector).toEqual(
      expect.arrayContaining(["desinfectant", "surface", "spray", "hygiene", "pret", "a", "l", "emploi"]),
    );
    expect(document.searchName).toBe(" desinfectant surface spray ");
  });
});

// Issue 18: the Arabic fields are searched by the same document.
describe("searchDocumentOf with Arabic fields", () => {
  const VACUUM = {
    name: "Wet Vacuum 30L",
    brand: "Nordvac",
    serialNumber: "NV-W30",
    category: "Equipments",
    nameAr: "مِكْنَسَة رطبة ٣٠ لتر",
    descriptionAr: "تشفط السوائل، للمستشفى والمطبخ.",
    featuresAr: ["خزان من الفولاذ", "إطارات مطاطية"],
  };

  it("stores the Arabic name's, description's and features' words, normalised, beside the English ones", () => {
    const document = searchDocumentOf(VACUUM);
    expect(document.searchVector).toEqual(
      sorted([
        ...["wet", "vacuum", "30l", "nordvac", "nv", "w30", "nvw30", "equipments"],
        ...["مكنسه", "رطبه", "30", "لتر"],
        // A word with an article without it and as written (normalize.ts, storedWordsOf).
        ...["تشفط", "سوايل", "السوايل", "مستشفي", "للمستشفي", "مطبخ", "والمطبخ"],
        ...["خزان", "من", "فولاذ", "الفولاذ", "اطارات", "مطاطيه"],
      ]),
    );
  });

  it("holds an Arabic name whose words have an article twice: without it, then as written", () => {
    const document = searchDocumentOf({
      name: "Compact Scrubber-Dryer 38",
      brand: "Aquaris",
      category: "Equipments",
      nameAr: "آلة تنظيف الأرضيات",
    });
    expect(document.searchName).toBe(" compact scrubber dryer 38  اله تنظيف ارضيات  اله تنظيف الارضيات ");
    expect(document.searchTitle).toBe(" compact scrubber dryer 38 aquaris  اله تنظيف ارضيات  اله تنظيف الارضيات ");
  });

  it("puts the Arabic name after the English one, two spaces apart, in the name and the title", () => {
    const document = searchDocumentOf(VACUUM);
    expect(document.searchName).toBe(" wet vacuum 30l  مكنسه رطبه 30 لتر ");
    expect(document.searchTitle).toBe(" wet vacuum 30l nordvac nv w30  مكنسه رطبه 30 لتر ");
  });

  it("keeps a phrase pattern from running from the English name into the Arabic one", () => {
    const { searchName } = searchDocumentOf(VACUUM);
    // Each language's own phrases are consecutive words (single spaces)...
    expect(searchName).toContain(" wet vacuum 30l ");
    expect(searchName).toContain(" مكنسه رطبه ");
    // ...and the last English word and the first Arabic one are not: normalised text never holds two spaces.
    expect(searchName).not.toContain(" 30l مكنسه ");
    expect(normalizeText(`${VACUUM.name}  \t ${VACUUM.nameAr}`)).not.toContain("  ");
  });

  it("stores exactly the English document when the Arabic fields are missing, null or empty", () => {
    const english = searchDocumentOf({ name: "Mop Bucket", category: "Cleaning Tools" });
    expect(
      searchDocumentOf({ name: "Mop Bucket", category: "Cleaning Tools", nameAr: null, featuresAr: null }),
    ).toEqual(english);
    expect(
      searchDocumentOf({
        name: "Mop Bucket",
        category: "Cleaning Tools",
        nameAr: " ـ ",
        descriptionAr: "",
        featuresAr: [],
      }),
    ).toEqual(english);
  });
});
