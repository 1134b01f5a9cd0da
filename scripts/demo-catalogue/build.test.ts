import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CATEGORY_TREE } from "~/content/category-tree";
import { BRANDS } from "~/content/brands";
import { catalogueFileSchema } from "~server/catalogue/catalogue-file";
import { buildDemoCatalogue, PLACEHOLDER_IMAGE_URL } from "./build";
import { DEMO_PLAN } from "./product-lines";

const catalogue = buildDemoCatalogue();

describe("demo catalogue", () => {
  it("holds exactly the counts of the category tree, with the remainder of a category without subcategory", () => {
    expect(catalogue.products).toHaveLength(358);
    for (const category of CATEGORY_TREE) {
      const inCategory = catalogue.products.filter((product) => product.category === category.name);
      expect(inCategory, category.name).toHaveLength(category.productCount);
      for (const sub of category.subCategories) {
        expect(
          inCategory.filter((product) => product.subcategory === sub.name),
          sub.name,
        ).toHaveLength(sub.count);
      }
      const subTotal = category.subCategories.reduce((sum, sub) => sum + sub.count, 0);
      expect(inCategory.filter((product) => product.subcategory === null)).toHaveLength(
        category.productCount - subTotal,
      );
    }
  });

  it("has 18 brands with description, logo and website, and every product names one of them", () => {
    expect(catalogue.brands).toHaveLength(18);
    const names = new Set(catalogue.brands.map((brand) => brand.name));
    for (const brand of catalogue.brands) expect(brand.description && brand.logoUrl && brand.website).toBeTruthy();
    for (const product of catalogue.products) expect(names.has(product.brand)).toBe(true);
    expect(new Set(catalogue.products.map((product) => product.brand)).size).toBe(BRANDS.length);
  });

  it("gives every product a unique name, a description, 2-8 features and specifications", () => {
    expect(new Set(catalogue.products.map((product) => product.name)).size).toBe(358);
    for (const product of catalogue.products) {
      expect(product.description.length).toBeGreaterThan(40);
      expect(product.features!.length).toBeGreaterThanOrEqual(2);
      expect(product.features!.length).toBeLessThanOrEqual(8);
      expect(product.specifications).toBeTruthy();
    }
  });

  it("gives every product its Arabic: name, description, and features and specifications item for item", () => {
    const ARABIC = /[\u0600-\u06FF]/;
    expect(new Set(catalogue.products.map((product) => product.nameAr)).size).toBe(358);
    for (const product of catalogue.products) {
      const nameAr = product.nameAr!;
      // The product type in Arabic, then brand and model in Latin letters: every number of the English name is there.
      expect(nameAr, product.name).toMatch(ARABIC);
      expect(nameAr, product.name).toContain(product.brand);
      for (const number of product.name.match(/\d+(?:[./]\d+)?/g) ?? []) expect(nameAr, product.name).toContain(number);
      expect(product.descriptionAr!.length, product.name).toBeGreaterThan(40);
      expect(product.descriptionAr).toMatch(ARABIC);
      expect(product.featuresAr, product.name).toHaveLength(product.features!.length);
      expect(product.specificationsAr!.split("\n"), product.name).toHaveLength(
        product.specifications!.split("\n").length,
      );
      for (const text of [...product.featuresAr!, ...product.specificationsAr!.split("\n")]) {
        expect(text, product.name).toMatch(ARABIC);
        // Western digits only (decision 127).
        expect(text, product.name).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      }
    }
    for (const brand of catalogue.brands) expect(brand.descriptionAr, brand.name).toMatch(ARABIC);
  });

  it("pairs each Arabic text with its English: every number of the English is in the Arabic", () => {
    // Arabic counts one and two with the noun's singular and dual ("قطعة واحدة", "ساعتين"), not with digits.
    const numbers = (text: string) =>
      (text.match(/\d[\d,.]*/g) ?? [])
        .map((number) => number.replace(/[.,]$/, ""))
        .filter((n) => n !== "1" && n !== "2");
    for (const line of DEMO_PLAN.flatMap((plan) => plan.lines))
      for (const [en, ar] of [
        ...line.models.flatMap((model) => [model.name, ...model.specifications]),
        ...line.features,
      ])
        for (const number of numbers(en)) expect(ar, en).toContain(number);
  });

  it("mixes the image URL kinds, and every local image exists", () => {
    const urls = catalogue.products.map((product) => product.imageUrl);
    expect(urls.filter((url) => url?.startsWith("/attached_assets/")).length).toBeGreaterThan(150);
    expect(urls.filter((url) => url?.startsWith("/api/storage/")).length).toBeGreaterThan(30);
    expect(urls.filter((url) => url === PLACEHOLDER_IMAGE_URL).length).toBeGreaterThan(10);
    expect(urls.filter((url) => url === null).length).toBeGreaterThan(10);
    for (const url of new Set(urls)) {
      if (url?.startsWith("/api/storage/"))
        expect(fs.existsSync(`data/storage-seed/${url.slice("/api/storage/".length)}`), url).toBe(true);
      else if (url) expect(fs.existsSync(`public${url}`), url).toBe(true);
    }
    for (const brand of catalogue.brands) expect(fs.existsSync(`public${brand.logoUrl}`), brand.logoUrl!).toBe(true);
  });

  it("is what data/demo-catalogue.json holds (run `npm run catalogue:demo` after changing the product lines)", () => {
    const file = catalogueFileSchema.parse(JSON.parse(fs.readFileSync("data/demo-catalogue.json", "utf8")));
    expect(file).toEqual(catalogueFileSchema.parse(catalogue));
  });
});
