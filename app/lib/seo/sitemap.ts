/** sitemap.xml and robots.txt bodies: pure, so the route stays a thin loader. */
import { CATEGORY_TREE } from "~/content/category-tree";
import { categoryPageHref } from "~/lib/catalogue/category-scope";
import { LOCALES, localizedPath } from "~/lib/i18n/locale";

/** Public pages of spec 2.1 that are not generated from data. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/about",
  "/contact",
  "/get-quote",
  "/products",
  "/solutions",
  "/vacuum-solutions",
  "/automation-solutions",
  "/smart-floor-care",
  "/advanced-chemicals",
  "/commercial-spaces",
  "/healthcare-facilities",
  "/hospitality-excellence",
  "/privacy-policy",
  "/terms-of-service",
  "/sitemap",
] as const;

export function categorySitemapPaths(): string[] {
  return CATEGORY_TREE.flatMap((category) => [
    categoryPageHref(category.name),
    ...category.subCategories.map((sub) => categoryPageHref(category.name, sub.name)),
  ]);
}

/** Every page of the site that is not a product: the fixed pages and the category tree. */
export function fixedSitemapEntries(): Array<{ path: string }> {
  return [...STATIC_SITEMAP_PATHS, ...categorySitemapPaths()].map((path) => ({ path }));
}

export function productSitemapEntry(product: { id: string; updatedAt: Date }) {
  return { path: `/products/${product.id}`, lastModified: product.updatedAt };
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Issue 18: every page is listed in both editions, each <url> naming its alternates (xhtml:link hreflang en, ar and
 * x-default → English), so a sitemap file holds this many URLs per entry.
 */
export const SITEMAP_EDITIONS = LOCALES.length;

/** How many entries (pages or products) fit a file of `perFile` URLs. */
export function sitemapEntriesPerFile(perFile: number): number {
  return Math.max(1, Math.floor(perFile / SITEMAP_EDITIONS));
}

/** `entries` are the English addresses; each becomes one <url> per edition. */
export function sitemapXml(baseUrl: string, entries: Array<{ path: string; lastModified?: Date }>): string {
  const origin = baseUrl.replace(/\/+$/, "");
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    const href = (locale: (typeof LOCALES)[number]) => escapeXml(origin + localizedPath(path, locale));
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href("en")}"/>`,
    ].join("");
    return LOCALES.map((locale) => `<url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(baseUrl: string, paths: readonly string[]): string {
  const origin = baseUrl.replace(/\/+$/, "");
  const files = paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>\n`;
}

export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${baseUrl.replace(/\/+$/, "")}/sitemap.xml\n`;
}
