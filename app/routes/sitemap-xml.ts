import type { Route } from "./+types/sitemap-xml";
import { listActiveProductIds } from "~server/catalogue/products";
import { countActiveProducts } from "~server/catalogue/catalogue-query";
import {
  fixedSitemapEntries,
  productSitemapEntry,
  sitemapEntriesPerFile,
  sitemapIndexXml,
  sitemapXml,
  xmlResponse,
} from "~/lib/seo/sitemap";
import { needsSitemapIndex, sitemapFilePaths } from "~/lib/seo/sitemap-files";

export async function loader({ context }: Route.LoaderArgs) {
  // SITEMAP_URLS_PER_FILE counts URLs; each entry is listed once per edition (issue 18).
  const { PUBLIC_BASE_URL: baseUrl } = context.env;
  const perFile = sitemapEntriesPerFile(context.env.SITEMAP_URLS_PER_FILE);
  const fixed = fixedSitemapEntries();
  const productCount = await countActiveProducts(context.db);
  if (needsSitemapIndex(fixed.length, productCount, perFile))
    return xmlResponse(sitemapIndexXml(baseUrl, sitemapFilePaths(productCount, perFile)));
  const products = await listActiveProductIds(context.db);
  return xmlResponse(sitemapXml(baseUrl, [...fixed, ...products.map(productSitemapEntry)]));
}
