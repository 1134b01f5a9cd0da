/** Builds the demo catalogue (data/demo-catalogue.json) from the product lines: deterministic, so the file only changes when the lines do. */
import { BRANDS } from "~/content/brands";
import type { CatalogueFile } from "~server/catalogue/catalogue-file";
import type { IllustrationKind } from "./illustrations";
import { productCodes } from "./product-code";
import { DEMO_PLAN, type Bi, type ProductLine, type ProductModel } from "./product-lines";

export { PLACEHOLDER_IMAGE_URL } from "~/lib/catalogue/placeholder-image";
import { PLACEHOLDER_IMAGE_URL } from "~/lib/catalogue/placeholder-image";
export const assetImageUrl = (kind: IllustrationKind) => `/attached_assets/products/${kind}.svg`;
export const storedImageUrl = (kind: IllustrationKind) => `/api/storage/products/${kind}.svg`;

/** A small seeded generator (mulberry32): the same input always gives the same catalogue. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, pool: T[], min: number, max: number): T[] {
  const wanted = Math.min(pool.length, min + Math.floor(random() * (max - min + 1)));
  const shuffled = [...pool].sort(() => random() - 0.5);
  return shuffled.slice(0, wanted);
}

/**
 * Image URL kinds of spec 3.1 that work offline, mixed so the orderings of 2.8 and 9.2 are visible:
 * 6 in 10 under /attached_assets/, 2 under /api/storage/, 1 the placeholder, 1 missing.
 */
function imageUrlFor(index: number, kind: IllustrationKind): string | null {
  const slot = index % 10;
  if (slot < 6) return assetImageUrl(kind);
  if (slot < 8) return storedImageUrl(kind);
  if (slot === 8) return PLACEHOLDER_IMAGE_URL;
  return null;
}

/** Takes `count` models round-robin across the lines so every line is represented. */
function takeRoundRobin(lines: ProductLine[], count: number): Array<{ line: ProductLine; model: ProductModel }> {
  const taken: Array<{ line: ProductLine; model: ProductModel }> = [];
  for (let round = 0; taken.length < count; round++) {
    const before = taken.length;
    for (const line of lines) {
      const model = line.models[round];
      if (model !== undefined && taken.length < count) taken.push({ line, model });
    }
    if (taken.length === before) throw new Error(`Not enough product names for ${count} products`);
  }
  return taken;
}

const inEnglish = (texts: readonly Bi[]) => texts.map(([en]) => en);
const inArabic = (texts: readonly Bi[]) => texts.map(([, ar]) => ar);

export function buildDemoCatalogue(): CatalogueFile {
  const random = seededRandom(2004);
  const products: CatalogueFile["products"] = [];
  for (const plan of DEMO_PLAN) {
    for (const { line, model } of takeRoundRobin(plan.lines, plan.count)) {
      const index = products.length;
      // One draw over [English, Arabic] pairs: the Arabic matches the English item for item.
      const features = pick(random, line.features, 2, 8);
      // The draws that once picked specifications, made and dropped so the next products' features stay as they were.
      const pool = Array.from({ length: line.specificationDraws }, (_, item) => item);
      pick(random, pool, 2, pool.length);
      const specifications = model.specifications;
      products.push({
        name: `${line.brand} ${model.name[0]}`,
        brand: line.brand,
        category: plan.category,
        subcategory: plan.subcategory,
        description: line.description[0],
        features: inEnglish(features),
        specifications: inEnglish(specifications).join("\n"),
        imageUrl: imageUrlFor(index, line.kind),
        productUrl: null,
        serialNumber: null,
        price: null,
        isActive: true,
        nameAr: model.name[1],
        descriptionAr: line.description[1],
        featuresAr: inArabic(features),
        specificationsAr: inArabic(specifications).join("\n"),
      });
    }
  }
  // Realistic, unique codes (issue 17), from every product's brand and name at once so look-alikes get told apart.
  const codes = productCodes(products);
  products.forEach((product, index) => (product.serialNumber = codes[index]!));
  const brands = BRANDS.map(({ name, logoUrl, description, descriptionAr, website }) => ({
    name,
    logoUrl,
    description,
    descriptionAr,
    website,
  }));
  return { brands, products };
}
