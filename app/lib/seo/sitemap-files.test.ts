import { describe, expect, it } from "vitest";
import {
  needsSitemapIndex,
  parseSitemapFile,
  productSitemapFileCount,
  sitemapFilePaths,
  SITEMAP_MAX_URLS,
} from "./sitemap-files";

describe("sitemap files", () => {
  it("keeps one sitemap while fixed pages and products fit the per-file limit", () => {
    expect(needsSitemapIndex(44, 358, SITEMAP_MAX_URLS)).toBe(false);
    expect(needsSitemapIndex(44, SITEMAP_MAX_URLS - 44, SITEMAP_MAX_URLS)).toBe(false);
    expect(needsSitemapIndex(44, SITEMAP_MAX_URLS - 43, SITEMAP_MAX_URLS)).toBe(true);
  });

  it("splits 100,000 products into two product files after the pages file", () => {
    expect(productSitemapFileCount(100_000, SITEMAP_MAX_URLS)).toBe(2);
    expect(productSitemapFileCount(100_001, SITEMAP_MAX_URLS)).toBe(3);
    expect(sitemapFilePaths(100_000, SITEMAP_MAX_URLS)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/products-1.xml",
      "/sitemaps/products-2.xml",
    ]);
  });

  it("reads only the names it writes", () => {
    expect(parseSitemapFile("pages.xml")).toEqual({ kind: "pages" });
    expect(parseSitemapFile("products-12.xml")).toEqual({ kind: "products", page: 12 });
    for (const name of [
      "products-0.xml",
      "products-01.xml",
      "products-1.xml.gz",
      "../sitemap.xml",
      "products-x.xml",
      "pages",
    ]) {
      expect(parseSitemapFile(name)).toBeNull();
    }
  });
});
