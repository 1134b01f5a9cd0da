import { data } from "react-router";
import type { Route } from "./+types/sitemap-file";
import { listActiveProductIds } from "~server/catalogue/products";
import {
  fixedSitemapEntries,
  productSitemapEntry,
  sitemapEntriesPerFile,
  sitemapXml,
  xmlResponse,
} from "~/lib/seo/sitemap";
import { parseSitemapFile } from "~/lib/seo/sitemap-files";

/** One file of the sitemap index (/sitemaps/pages.xml, /sitemaps/products-N.xml) for catalogues past one file's limit. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) throw data("No such sitemap file.", { status: 404 });
  // SITEMAP_URLS_PER_FILE counts URLs; each entry is listed once per edition (issue 18).
  const { PUBLIC_BASE_URL: baseUrl } = context.env;
  const perFile = sitemapEntriesPerFile(context.env.SITEMAP_URLS_PER_FILE);
  if (file.kind === "pages") return xmlResponse(sitemapXml(baseUrl, fixedSitemapEntries()));
  const products = await listActiveProductIds(context.db, { limit: perFile, offset: (file.page - 1) * perFile });
  if (products.length === 0 && file.page > 1) throw data("No such sitemap file.", { status: 404 });
  return xmlResponse(sitemapXml(baseUrl, products.map(productSitemapEntry)));
}
