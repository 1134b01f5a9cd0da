import { describe, expect, it } from "vitest";
import { apiProductInEdition, brandDescriptionInEdition, productInEdition } from "./localized-product";
import type { ProductSummary } from "./product-types";

const english: ProductSummary = {
  id: "1",
  name: "Scrubber 5000",
  brand: "Nordvac",
  category: "Equipments",
  subcategory: null,
  description: "A quiet scrubber.",
  features: ["Quiet motor", " "],
  specifications: "Power: 1200 W",
  imageUrl: null,
  serialNumber: "NV-5000",
};

const arabic = {
  nameAr: "ماكينة تنظيف 5000",
  descriptionAr: "ماكينة هادئة.",
  featuresAr: ["محرك هادئ"],
  specificationsAr: "القدرة: 1200 واط",
};

describe("productInEdition", () => {
  it("shows the English fields on English pages, even when Arabic is written", () => {
    expect(productInEdition({ ...english, ...arabic }, "en")).toEqual({
      name: { value: "Scrubber 5000", fallback: false },
      description: { value: "A quiet scrubber.", fallback: false },
      features: { value: ["Quiet motor"], fallback: false },
      specifications: { value: "Power: 1200 W", fallback: false },
    });
  });

  it("shows each written Arabic field on Arabic pages", () => {
    expect(productInEdition({ ...english, ...arabic }, "ar")).toEqual({
      name: { value: arabic.nameAr, fallback: false },
      description: { value: arabic.descriptionAr, fallback: false },
      features: { value: arabic.featuresAr, fallback: false },
      specifications: { value: arabic.specificationsAr, fallback: false },
    });
  });

  it("falls back to the English, flagged, for each missing or blank Arabic field", () => {
    const shown = productInEdition(
      { ...english, nameAr: "  ", descriptionAr: arabic.descriptionAr, featuresAr: ["", " "], specificationsAr: null },
      "ar",
    );
    expect(shown.name).toEqual({ value: "Scrubber 5000", fallback: true });
    expect(shown.description).toEqual({ value: arabic.descriptionAr, fallback: false });
    expect(shown.features).toEqual({ value: ["Quiet motor"], fallback: true });
    expect(shown.specifications).toEqual({ value: "Power: 1200 W", fallback: true });
    expect(productInEdition(english, "ar").name).toEqual({ value: "Scrubber 5000", fallback: true });
  });

  it("drops blank Arabic features from a written list", () => {
    expect(productInEdition({ ...english, featuresAr: ["محرك هادئ", " "] }, "ar").features.value).toEqual([
      "محرك هادئ",
    ]);
  });
});

describe("brandDescriptionInEdition", () => {
  it("picks the Arabic description on Arabic pages, else the English flagged", () => {
    expect(brandDescriptionInEdition({ description: "Leading", descriptionAr: "رائدة" }, "ar")).toEqual({
      value: "رائدة",
      fallback: false,
    });
    expect(brandDescriptionInEdition({ description: "Leading", descriptionAr: "" }, "ar")).toEqual({
      value: "Leading",
      fallback: true,
    });
    expect(brandDescriptionInEdition({ description: "Leading", descriptionAr: "رائدة" }, "en")).toEqual({
      value: "Leading",
      fallback: false,
    });
  });
});

describe("apiProductInEdition", () => {
  it("keeps the spec's keys and drops the Arabic columns", () => {
    const stored = { ...english, ...arabic };
    expect(apiProductInEdition(stored, "en")).toEqual(english);
    expect(apiProductInEdition(stored, "ar")).toEqual({
      ...english,
      name: arabic.nameAr,
      description: arabic.descriptionAr,
      features: arabic.featuresAr,
      specifications: arabic.specificationsAr,
    });
  });

  it("answers the stored English where no Arabic is written (features as stored, even null)", () => {
    const stored = {
      ...english,
      features: null,
      nameAr: null,
      descriptionAr: null,
      featuresAr: null,
      specificationsAr: null,
    };
    const { nameAr, descriptionAr, featuresAr, specificationsAr, ...spec } = stored;
    expect([nameAr, descriptionAr, featuresAr, specificationsAr]).toEqual([null, null, null, null]);
    expect(apiProductInEdition(stored, "ar")).toEqual(spec);
  });
});
