/**
 * Comparing products side by side (issue 19): the products of a comparison (active ones only; unknown and withdrawn ids
 * are reported, not shown), their stored specification rows and the labels' places, made into the table of
 * app/lib/compare/comparison-table.ts. Three reads by primary key or index whatever the catalogue's size. The page
 * (/compare) and GET /api/compare answer from here.
 */
import { and, asc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products } from "~server/db/schema";
import { PUBLIC_PRODUCT_COLUMNS } from "~server/catalogue/products";
import { readSpecificationRows } from "~server/catalogue/specification-rows";
import { labelPlaces, sortByPlace } from "~server/catalogue/specification-labels";
import {
  buildComparisonGroups,
  specificationKeysInOrder,
  type ComparedProduct,
  type CompareSuggestion,
  type Comparison,
} from "~/lib/compare/comparison-table";
import { productNameInEdition } from "~/lib/catalogue/localized-product";
import { localizedPath, type Locale } from "~/lib/i18n/locale";
import { readCompareCookie, type CompareSelection } from "~/lib/compare/compare-cookie";

/** `ids` are product ids (app/lib/compare/compare-address.ts checked their form), at most COMPARE_MAX of them. */
export async function readComparison(db: Db, ids: readonly string[], locale: Locale): Promise<Comparison> {
  const found =
    ids.length === 0
      ? []
      : await db
          .select(PUBLIC_PRODUCT_COLUMNS)
          .from(products)
          .where(and(inArray(products.id, [...ids]), eq(products.isActive, true)));
  const byId = new Map(found.map((product) => [product.id, product]));
  const kept = ids.filter((id) => byId.has(id));
  const rows = await readSpecificationRows(db, kept);
  const columns = kept.map((id) => rows.get(id) ?? []);
  const keys = specificationKeysInOrder(columns, locale);
  const places = await labelPlaces(db, keys);
  const groups = buildComparisonGroups({
    columns,
    keys: sortByPlace(keys, (key) => key, places),
    groupOf: (key) => places.get(key)?.group ?? "general",
    locale,
  });
  return {
    products: kept.map((id) => {
      const product = byId.get(id)!;
      return {
        id,
        name: productNameInEdition(product, locale),
        brand: product.brand,
        category: product.category,
        subcategory: product.subcategory,
        image: product.imageUrl,
        code: product.serialNumber,
        url: localizedPath(`/products/${id}`, locale),
      };
    }),
    groups,
    unavailable: ids.filter((id) => !byId.has(id)),
  };
}

/** How many products of the same kind the page offers when fewer than two are chosen. */
export const SUGGESTION_LIMIT = 6;

/**
 * Products a visitor may add to compare with `product`: the active ones of its subcategory (of its category when it
 * has none), by name, without those already chosen. A visitor without JavaScript builds a comparison from here.
 */
export async function readCompareSuggestions(
  db: Db,
  product: Pick<ComparedProduct, "category" | "subcategory">,
  chosen: readonly string[],
  locale: Locale,
): Promise<CompareSuggestion[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameAr: products.nameAr,
      brand: products.brand,
      code: products.serialNumber,
    })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        eq(products.category, product.category),
        product.subcategory === null ? isNull(products.subcategory) : eq(products.subcategory, product.subcategory),
        chosen.length > 0 ? notInArray(products.id, [...chosen]) : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(SUGGESTION_LIMIT);
  return rows.map(({ id, name, nameAr, brand, code }) => ({
    id,
    name: productNameInEdition({ name, nameAr }, locale),
    brand,
    code,
  }));
}

/**
 * The load context's `compareSelection` (the root loader's): the selection the request's `compare` cookie names, with
 * the names of its products that are still listed. No cookie, no query.
 */
export function compareSelectionReader(db: Db): (request: Request) => Promise<CompareSelection | null> {
  return async (request) => {
    const ids = readCompareCookie(request.headers.get("cookie"));
    if (ids.length === 0) return null;
    const rows = await db
      .select({ id: products.id, name: products.name, nameAr: products.nameAr })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.isActive, true)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { ids, products: ids.flatMap((id) => byId.get(id) ?? []) };
  };
}
