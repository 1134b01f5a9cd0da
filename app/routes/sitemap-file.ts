import { data } from "react-router";
import type { Route } from "./+types/sitemap-file";
import { listActiveProductIds } from "~server/catalogue/products";
import { fixedSitemapEntries, productSitemapEntry, sitemapXml, xmlResponse } from "~/lib/seo/sitemap";
import { parseSitemapFile } from "~/lib/seo/sitemap-files";

/** One file of the sitemap index (/sitemaps/pages.xml, /sitemaps/products-N.xml) for catalogues past one file's limit. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) throw data("No such sitemap file.", { status: 404 });
  const { PUBLIC_BASE_URL: baseUrl, SITEMAP_URLS_PER_FILE: perFile } = context.env;
  if (file.kind === "pages") return xmlResponse(sitemapXml(baseUrl, fixedSitemapEntries()));
  const products = await listActiveProductIds(context.db, { limit: perFile, offset: (file.page - 1) * perFile });
  if (products.length === 0 && file.page > 1) throw data("No such sitemap file.", { status: 404 });
  return xmlResponse(sitemapXml(baseUrl, products.map(productSitemapEntry)));
}
