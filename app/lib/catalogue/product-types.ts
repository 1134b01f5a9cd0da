/** The product shapes the screens read (spec 3.1, 7.2): browser-safe, no database imports. */

/** The Arabic texts staff may write beside the English (issue 18); null or blank where not written. */
export interface ArabicProductTexts {
  nameAr: string | null;
  descriptionAr: string | null;
  featuresAr: string[] | null;
  specificationsAr: string | null;
}

/**
 * A public product: the spec's English fields and, from the public reads, their Arabic (localized-product.ts picks what
 * an edition shows). The Arabic is optional so a product built without it (a fixture, an English-only read) is English.
 */
export interface ProductSummary extends Partial<ArabicProductTexts> {
  id: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string | null;
  description: string;
  features: string[] | null;
  specifications: string | null;
  imageUrl: string | null;
  /** The product's code (issue 17), shown on cards and product pages as "Code: …". */
  serialNumber: string | null;
}

/** Every field staff set on a product (spec 3.1 without the generated ones, with the Arabic): editor, spreadsheets, planner. */
export interface ProductValues extends Omit<ProductSummary, "id" | keyof ArabicProductTexts>, ArabicProductTexts {
  productUrl: string | null;
  /** Decimal text with two places ("1250.50"), as PostgreSQL returns numeric(10,2). */
  price: string | null;
  isActive: boolean;
}

/** ProductValues' fields in the order staff meet them: the spreadsheet's columns and the history's changes. */
export const PRODUCT_VALUE_FIELDS = [
  "name",
  "brand",
  "category",
  "subcategory",
  "description",
  "features",
  "specifications",
  "imageUrl",
  "productUrl",
  "serialNumber",
  "price",
  "isActive",
  // Last, so a spreadsheet's English columns keep the letters they had before the Arabic edition.
  "nameAr",
  "descriptionAr",
  "featuresAr",
  "specificationsAr",
] as const satisfies ReadonlyArray<keyof ProductValues>;
