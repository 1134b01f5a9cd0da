import { describe, expect, it } from "vitest";
import { pageAlternates } from "./alternates";

describe("a page's canonical and alternates", () => {
  it("names both editions and English as the default", () => {
    expect(pageAlternates("/products/abc", "https://x.qa")).toEqual({
      canonical: "https://x.qa/products/abc",
      alternates: [
        { hrefLang: "en", href: "https://x.qa/products/abc" },
        { hrefLang: "ar", href: "https://x.qa/ar/products/abc" },
        { hrefLang: "x-default", href: "https://x.qa/products/abc" },
      ],
    });
  });

  it("gives an Arabic page its own canonical, with the prefix written as the site writes it", () => {
    expect(pageAlternates("/AR/about", "https://x.qa")).toMatchObject({ canonical: "https://x.qa/ar/about" });
    expect(pageAlternates("/ar", "https://x.qa")).toEqual({
      canonical: "https://x.qa/ar",
      alternates: [
        { hrefLang: "en", href: "https://x.qa/" },
        { hrefLang: "ar", href: "https://x.qa/ar" },
        { hrefLang: "x-default", href: "https://x.qa/" },
      ],
    });
  });

  it("keeps the rest of the path as it is", () => {
    expect(pageAlternates("/category/chemicals/kitchen-chemicals", "").alternates[1]).toEqual({
      hrefLang: "ar",
      href: "/ar/category/chemicals/kitchen-chemicals",
    });
  });
});
