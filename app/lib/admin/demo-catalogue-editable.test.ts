import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { deriveProductFacts } from "~server/catalogue/derived-facts";
import { brandInputSchema } from "./brand-schema";
import { parseForm } from "~/lib/forms/parse-form";
import { productFormValuesOf } from "./product-form-values";
import { productUpdateFormSchema } from "./product-schema";

/** What the editor posts for these values: text as it is, a ticked checkbox as "on", an unticked one not at all. */
function posted(values: Record<string, string | boolean>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    if (value !== false) form.set(name, value === true ? "on" : value);
  return form;
}

// Staff must be able to open any existing product or brand and save it unchanged.
const catalogue = JSON.parse(fs.readFileSync("data/demo-catalogue.json", "utf8")) as {
  brands: Array<Record<string, unknown>>;
  products: Array<Record<string, unknown>>;
};

describe("the demo catalogue in the back-office forms", () => {
  it("every product passes the product form's schema as stored", () => {
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
      const submission = parseForm(posted({ ...values }), productUpdateFormSchema);
      return submission.status === "success" ? [] : [`${String(product.name)}: ${JSON.stringify(submission.error)}`];
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
