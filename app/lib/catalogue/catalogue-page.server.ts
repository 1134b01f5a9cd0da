/** Loader logic of /products: reads the active catalogue once and applies the URL's filter (spec 2.4). */
import type { Db } from "../../../server/db/client";
import {
  CATALOGUE_PAGE_SIZE,
  canonicalBrand,
  categoryOptions,
  matchesFilter,
  parseCatalogueFilter,
  subcategoryOptions,
} from "./catalogue-filter";
import { sortByImageRank } from "./image-rank";
import { listActiveBrands, listActiveProducts } from "./products.server";

export async function loadCataloguePage(db: Db, url: URL) {
  const [products, brands] = await Promise.all([listActiveProducts(db), listActiveBrands(db)]);
  const brandNames = brands.map((brand) => brand.name);
  const parsed = parseCatalogueFilter(url.searchParams);
  const filter = { ...parsed, brand: parsed.brand ? canonicalBrand(parsed.brand, brandNames) : "" };
  // Pictured products first (the 9.2 ranking), then by name: the first screen shows the range, not placeholders.
  const matches = sortByImageRank(products.filter((product) => matchesFilter(product, filter)));
  return {
    filter,
    products: matches.slice(0, filter.page * CATALOGUE_PAGE_SIZE),
    matchCount: matches.length,
    catalogueCount: products.length,
    options: {
      categories: categoryOptions(products),
      subcategories: subcategoryOptions(products, filter.category),
      brands: brandNames,
    },
  };
}
