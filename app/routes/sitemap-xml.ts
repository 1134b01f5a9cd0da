import type { Route } from "./+types/sitemap-xml";
import { listActiveProductIds } from "~/lib/catalogue/products.server";
import { categorySitemapPaths, sitemapXml, STATIC_SITEMAP_PATHS } from "~/lib/seo/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const products = await listActiveProductIds(context.db);
  const entries = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...categorySitemapPaths().map((path) => ({ path })),
    ...products.map((product) => ({ path: `/products/${product.id}`, lastModified: product.createdAt })),
  ];
  return new Response(sitemapXml(context.env.PUBLIC_BASE_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
