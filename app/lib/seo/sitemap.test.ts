import { describe, expect, it } from "vitest";
import { categorySitemapPaths, robotsTxt, sitemapEntriesPerFile, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists absolute, escaped URLs with optional lastmod", () => {
    const xml = sitemapXml("https://www.example.qa/", [
      { path: "/" },
      { path: "/category/cleaning-tools-%26-accessories", lastModified: new Date("2026-03-04T10:00:00Z") },
    ]);
    expect(xml).toContain("<loc>https://www.example.qa/</loc>");
    expect(xml).toContain(
      "<loc>https://www.example.qa/category/cleaning-tools-%26-accessories</loc><lastmod>2026-03-04</lastmod>",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists each page in both editions, each naming its alternates (issue 18)", () => {
    const xml = sitemapXml("https://www.example.qa", [{ path: "/" }, { path: "/about" }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    expect(urls).toHaveLength(4);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.qa/about"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="https://www.example.qa/ar/about"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.qa/about"/>';
    expect(urls[2]).toBe(`<loc>https://www.example.qa/about</loc>${alternates}`);
    expect(urls[3]).toBe(`<loc>https://www.example.qa/ar/about</loc>${alternates}`);
    expect(urls[1]).toContain("<loc>https://www.example.qa/ar</loc>");
    expect(sitemapEntriesPerFile(50_000)).toBe(25_000);
    expect(sitemapEntriesPerFile(1)).toBe(1);
  });

  it("has one page per category and subcategory of the tree", () => {
    const paths = categorySitemapPaths();
    expect(paths).toHaveLength(5 + 23);
    expect(paths).toContain("/category/equipments");
    expect(paths).toContain("/category/chemicals/kitchen-chemicals");
  });

  it("robots.txt points at the sitemap and keeps the API out", () => {
    expect(robotsTxt("https://www.example.qa")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://www.example.qa/sitemap.xml\n",
    );
  });
});
