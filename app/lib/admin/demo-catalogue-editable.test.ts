import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { postedForm } from "../../../tests/support/posted-form";
import { deriveProductFacts } from "~server/catalogue/derived-facts";
import { brandInputSchema } from "./brand-schema";
import { parseForm } from "~/lib/forms/parse-form";
import { productFormValuesOf } from "./product-form-values";
import { productUpdateFormSchema } from "./product-schema";

// Staff must be able to open any existing product or brand and save it unchanged.
const catalogue = JSON.parse(fs.readFileSync("data/demo-catalogue.json", "utf8")) as {
  brands: Array<Record<string, unknown>>;
  products: Array<Record<string, unknown>>;
};

describe("the demo catalogue in the back-office forms", () => {
  it("every product passes the product form's schema as stored, its specifications unchanged by the rows", () => {
    const refused = catalogue.products.flatMap((product) => {
      const fields = {
        name: String(product.name),
        brand: String(product.brand),
        category: String(product.category ?? "General"),
        subcategory: (product.subcategory as string | null) ?? null,
        description: String(product.description ?? ""),
        features: (product.features as string[] | null) ?? null,
        specifications: (product.specifications as string | null) ?? null,
        imageUrl: (product.imageUrl as string | null) ?? null,
        productUrl: (product.productUrl as string | null) ?? null,
        serialNumber: (product.serialNumber as string | null) ?? null,
        price: product.price == null ? null : String(product.price),
        isActive: product.isActive !== false,
        nameAr: (product.nameAr as string | null) ?? null,
        descriptionAr: (product.descriptionAr as string | null) ?? null,
        featuresAr: (product.featuresAr as string[] | null) ?? null,
        specificationsAr: (product.specificationsAr as string | null) ?? null,
        updatedAt: new Date(),
      };
      const values = productFormValuesOf({ ...fields, ...deriveProductFacts(fields) });
      const submission = parseForm(postedForm({ ...values }), productUpdateFormSchema);
      if (submission.status !== "success") return [`${String(product.name)}: ${JSON.stringify(submission.error)}`];
      // Saved unchanged, the specification rows give back the texts line for line.
      const saved = submission.value;
      const lines = (text: string | null) => (text ?? "").split("\n").filter((line) => line.trim() !== "");
      return saved.specifications.join("\n") === lines(fields.specifications).join("\n") &&
        (saved.specificationsAr ?? []).join("\n") === lines(fields.specificationsAr).join("\n")
        ? []
        : [`${String(product.name)}: specifications changed to ${JSON.stringify(saved)}`];
    });
    expect(catalogue.products.length).toBeGreaterThan(300);
    expect(refused).toEqual([]);
  });

  it("every brand passes the brand form's schema as stored", () => {
    const refused = catalogue.brands
      .filter((brand) => !brandInputSchema.safeParse(brand).success)
      .map((brand) => brand.name);
    expect(refused).toEqual([]);
  });
});
