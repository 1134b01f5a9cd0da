import type { Route } from "./+types/sitemap-xml";
import { listActiveProductIds } from "~server/catalogue/products";
import { countActiveProducts } from "~server/catalogue/catalogue-query";
import { fixedSitemapEntries, productSitemapEntry, sitemapIndexXml, sitemapXml, xmlResponse } from "~/lib/seo/sitemap";
import { needsSitemapIndex, sitemapFilePaths } from "~/lib/seo/sitemap-files";

export async function loader({ context }: Route.LoaderArgs) {
  const { PUBLIC_BASE_URL: baseUrl, SITEMAP_URLS_PER_FILE: perFile } = context.env;
  const fixed = fixedSitemapEntries();
  const productCount = await countActiveProducts(context.db);
  if (needsSitemapIndex(fixed.length, productCount, perFile))
    return xmlResponse(sitemapIndexXml(baseUrl, sitemapFilePaths(productCount, perFile)));
  const products = await listActiveProductIds(context.db);
  return xmlResponse(sitemapXml(baseUrl, [...fixed, ...products.map(productSitemapEntry)]));
}
