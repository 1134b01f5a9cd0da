import { describe, expect, it } from "vitest";
import { catalogueFileSchema } from "./catalogue-file";

const product = (fields: Record<string, unknown> = {}) => ({ name: "NV 30 Vacuum", brand: "Nordvac", ...fields });
const parse = (fields: Record<string, unknown>, brand: Record<string, unknown> = {}) =>
  catalogueFileSchema.safeParse({ brands: [{ name: "Nordvac", ...brand }], products: [product(fields)] });

describe("the catalogue file's Arabic fields (issue 18)", () => {
  it("reads them beside the English, diacritics and line breaks as written", () => {
    const parsed = parse(
      {
        nameAr: "  مِكْنَسَة كهربائية Nordvac NV 30 ",
        descriptionAr: "مكنسة تجارية.\nللمكاتب والفنادق.",
        featuresAr: ["ترشيح HEPA H13", "تشغيل هادئ"],
        specificationsAr: "القدرة: 1,100 واط\nالوزن: 8.5 كغ",
      },
      { descriptionAr: "شركة سويدية تصنع المكانس الكهربائية." },
    );
    expect(parsed.success && parsed.data.products[0]).toMatchObject({
      nameAr: "مِكْنَسَة كهربائية Nordvac NV 30",
      descriptionAr: "مكنسة تجارية.\nللمكاتب والفنادق.",
      featuresAr: ["ترشيح HEPA H13", "تشغيل هادئ"],
      specificationsAr: "القدرة: 1,100 واط\nالوزن: 8.5 كغ",
    });
    expect(parsed.success && parsed.data.brands[0]!.descriptionAr).toBe("شركة سويدية تصنع المكانس الكهربائية.");
  });

  it("reads a file without them (an older catalogue) and blank ones as none", () => {
    const older = parse({});
    expect(older.success && older.data.products[0]).toMatchObject({
      nameAr: null,
      descriptionAr: null,
      featuresAr: null,
      specificationsAr: null,
    });
    expect(older.success && older.data.brands[0]!.descriptionAr).toBeNull();
    const blank = parse({ nameAr: "  ", descriptionAr: "", featuresAr: [" ", ""], specificationsAr: "\n" });
    expect(blank.success && blank.data.products[0]).toMatchObject({
      nameAr: null,
      descriptionAr: null,
      featuresAr: null,
      specificationsAr: null,
    });
  });

  it.each([
    ["nameAr", "م".repeat(301)],
    ["descriptionAr", "م".repeat(10_001)],
    ["featuresAr", ["م".repeat(501)]],
    ["specificationsAr", "م".repeat(20_001)],
    ["nameAr", 42],
    ["featuresAr", "not a list"],
  ])("refuses %s over the English field's limit or of the wrong type", (field, value) => {
    const parsed = parse({ [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(["products", 0, field, ...(Array.isArray(value) ? [0] : [])]);
  });

  it("accepts each at exactly the English field's limit", () => {
    const parsed = parse({
      nameAr: "م".repeat(300),
      descriptionAr: "م".repeat(10_000),
      featuresAr: ["م".repeat(500)],
      specificationsAr: "م".repeat(20_000),
    });
    expect(parsed.success).toBe(true);
    expect(parse({}, { descriptionAr: "م".repeat(5001) }).success).toBe(false);
  });
});
