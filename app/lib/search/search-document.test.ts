import { describe, expect, it } from "vitest";
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
