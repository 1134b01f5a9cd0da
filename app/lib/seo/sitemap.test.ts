import { describe, expect, it } from "vitest";
import { categorySitemapPaths, robotsTxt, sitemapXml } from "./sitemap";

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
