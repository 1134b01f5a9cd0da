import { describe, expect, it } from "vitest";
import { postedForm } from "../../../tests/support/posted-form";
import { deriveProductFacts } from "~server/catalogue/derived-facts";
import { productFormValuesOf, subcategoriesOf } from "./product-form-values";
import { parseForm } from "~/lib/forms/parse-form";
import { productUpdateFormSchema } from "./product-schema";
import { BLANK_SPECIFICATION_ROW, SPECIFICATION_BLANK_ROWS } from "./specification-editor";

const fields = {
  name: "Nordvac Pro 30",
  brand: "Nordvac",
  category: "Equipments",
  subcategory: "Vacuums & Scrubing Machines",
  description: "A vacuum.",
  features: ["Quiet", "Light"],
  specifications: "Power: 1200 W\nWeight: 9 kg",
  imageUrl: null,
  productUrl: null,
  serialNumber: "NV-30",
  price: "1250.00",
  isActive: true,
  nameAr: "مكنسة كهربائية Nordvac Pro 30" as string | null,
  descriptionAr: null as string | null,
  featuresAr: ["هادئة", "خفيفة"] as string[] | null,
  specificationsAr: "القدرة: 1200 واط\nالوزن: 9 كغ" as string | null,
  updatedAt: new Date("2026-11-25T01:00:00.123Z"),
};
const stored = (values: typeof fields) => ({ ...values, ...deriveProductFacts(values) });
const row = stored(fields);

describe("productFormValuesOf", () => {
  it("puts lists one per line and empty values as empty text", () => {
    expect(productFormValuesOf(row)).toMatchObject({
      features: "Quiet\nLight",
      nameAr: "مكنسة كهربائية Nordvac Pro 30",
      descriptionAr: "",
      featuresAr: "هادئة\nخفيفة",
      // The two texts side by side, then blank rows to type in.
      spec: [
        { label: "Power", amount: "1200", unit: "W", labelAr: "القدرة", amountAr: "1200", unitAr: "واط" },
        { label: "Weight", amount: "9", unit: "kg", labelAr: "الوزن", amountAr: "9", unitAr: "كغ" },
        ...Array.from({ length: SPECIFICATION_BLANK_ROWS }, () => BLANK_SPECIFICATION_ROW),
      ],
      imageUrl: "",
      price: "1250.00",
      expectedUpdatedAt: "2026-11-25T01:00:00.123Z",
    });
  });

  it("round-trips through the update schema unchanged", () => {
    const submission = parseForm(postedForm({ ...productFormValuesOf(row) }), productUpdateFormSchema);
    expect(submission.status === "success" && submission.value).toMatchObject({
      name: row.name,
      features: row.features,
      specifications: ["Power: 1200 W", "Weight: 9 kg"],
      price: "1250.00",
      isActive: true,
      nameAr: row.nameAr,
      // Blank in the form: no Arabic description (null), not "keep the stored one" (undefined, the API's absent key).
      descriptionAr: null,
      featuresAr: row.featuresAr,
      specificationsAr: ["القدرة: 1200 واط", "الوزن: 9 كغ"],
    });
  });
});

describe("an imported path category", () => {
  it("is split into the form's two fields, and plain ones are kept", () => {
    const split = (category: string, subcategory: string | null) => {
      const values = productFormValuesOf(stored({ ...fields, category, subcategory: subcategory as string }));
      return { category: values.category, subcategory: values.subcategory };
    };
    expect(split("Chemicals » Kitchen Chemicals", null)).toEqual({
      category: "Chemicals",
      subcategory: "Kitchen Chemicals",
    });
    expect(split("Chemicals >> Kitchen Chemicals", "")).toEqual({
      category: "Chemicals",
      subcategory: "Kitchen Chemicals",
    });
    expect(split("Chemicals", "Kitchen Chemicals")).toEqual({
      category: "Chemicals",
      subcategory: "Kitchen Chemicals",
    });
  });
});

describe("subcategoriesOf", () => {
  it("lists the tree's subcategories of a category, none for an unknown one", () => {
    expect(subcategoriesOf("Waste Management")).toEqual(["Bins"]);
    expect(subcategoriesOf("Nope")).toEqual([]);
  });
});
