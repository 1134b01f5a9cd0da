/**
 * Search engines read at most 50,000 URLs per sitemap file. A catalogue that fits is one /sitemap.xml; a larger one
 * becomes a sitemap index naming /sitemaps/pages.xml (the fixed pages) and /sitemaps/products-N.xml (products by id).
 */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapFile = { kind: "pages" } | { kind: "products"; page: number };

export function needsSitemapIndex(fixedPages: number, products: number, perFile: number): boolean {
  return fixedPages + products > perFile;
}

export function productSitemapFileCount(products: number, perFile: number): number {
  return Math.max(1, Math.ceil(products / perFile));
}

export function sitemapFilePaths(products: number, perFile: number): string[] {
  const count = productSitemapFileCount(products, perFile);
  return ["/sitemaps/pages.xml", ...Array.from({ length: count }, (_, index) => `/sitemaps/products-${index + 1}.xml`)];
}

/** The file a /sitemaps/NAME address asks for, or null for any other name. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === "pages.xml") return { kind: "pages" };
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: "products", page: Number(match[1]) } : null;
}
