/** Loader logic of /products (spec 2.4): the URL's filter, answered by the database. */
import type { Db } from "~server/db/client";
import { canonicalBrand, parseCatalogueFilter } from "~/lib/catalogue/catalogue-filter";
import { categoryOptionsSql, countActiveProducts, queryCatalogue, subcategoryOptionsSql } from "./catalogue-query";
import { listActiveBrands } from "./products";

export async function loadCataloguePage(db: Db, url: URL) {
  const brands = await listActiveBrands(db);
  const brandNames = brands.map((brand) => brand.name);
  const parsed = parseCatalogueFilter(url.searchParams);
  const filter = { ...parsed, brand: parsed.brand ? canonicalBrand(parsed.brand, brandNames) : "" };
  const [result, catalogueCount, categories, subcategories] = await Promise.all([
    queryCatalogue(db, filter, filter.page * filter.pageSize),
    countActiveProducts(db),
    categoryOptionsSql(db),
    subcategoryOptionsSql(db, filter.category),
  ]);
  return {
    filter,
    products: result.products,
    matchCount: result.matchCount,
    cells: result.cells,
    corrections: result.corrections,
    catalogueCount,
    options: { categories, subcategories, brands: brandNames },
  };
}
