import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_CONFIG } from "~/content/site-config";
import { breadcrumbJsonLd, jsonLdText, organizationJsonLd, productJsonLd } from "./structured-data";

describe("structured data", () => {
  it("describes the company", () => {
    const data = organizationJsonLd(DEFAULT_SITE_CONFIG, "https://x.qa");
    expect(data).toMatchObject({
      "@type": "Organization",
      foundingDate: "2004",
      url: "https://x.qa",
      address: { addressCountry: "Qatar" },
    });
    expect(data.contactPoint.map((point) => point.telephone)).toEqual([
      DEFAULT_SITE_CONFIG.showroomPhone,
      DEFAULT_SITE_CONFIG.warehousePhone,
    ]);
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"],
        opens: "08:00",
        closes: "13:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"],
        opens: "15:00",
        closes: "18:30",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Thursday"], opens: "08:00", closes: "13:00" },
    ]);
  });

  it("describes a product with absolute URLs", () => {
    const data = productJsonLd(
      {
        id: "p1",
        name: "Pad",
        brand: "Padmaster",
        category: "Cleaning Tools & Accessories",
        subcategory: "Floor Pads",
        description: "d",
        features: null,
        specifications: null,
        imageUrl: "/attached_assets/products/pad.svg",
        serialNumber: null,
      },
      "https://x.qa",
      "en",
    );
    expect(data).toMatchObject({
      image: "https://x.qa/attached_assets/products/pad.svg",
      url: "https://x.qa/products/p1",
      brand: { name: "Padmaster" },
    });
  });

  it("lists breadcrumbs with positions and absolute links", () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: "Home", path: "/" },
          { name: "Equipments", path: "/category/equipments" },
        ],
        "https://x.qa",
        "en",
      ).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://x.qa/" },
      { "@type": "ListItem", position: 2, name: "Equipments", item: "https://x.qa/category/equipments" },
    ]);
  });

  it("describes the company in Arabic on Arabic pages", () => {
    const data = organizationJsonLd(DEFAULT_SITE_CONFIG, "https://x.qa", "ar");
    expect(data).toMatchObject({
      name: "جلف كلين لتجارة المعدات",
      alternateName: "Gulf Clean Equipment Trading",
      inLanguage: "ar",
      url: "https://x.qa/ar",
      address: { addressLocality: "الدوحة", addressCountry: "قطر" },
    });
    expect(organizationJsonLd(DEFAULT_SITE_CONFIG, "https://x.qa")).toMatchObject({ inLanguage: "en" });
  });

  it("gives an Arabic product and its breadcrumbs the Arabic addresses", () => {
    const product = {
      id: "p1",
      name: "ممسحة",
      brand: "Padmaster",
      category: "Cleaning Tools & Accessories",
      subcategory: null,
      description: "d",
      features: null,
      specifications: null,
      imageUrl: null,
      serialNumber: null,
    };
    expect(productJsonLd(product, "https://x.qa", "ar")).toMatchObject({
      name: "ممسحة",
      url: "https://x.qa/ar/products/p1",
      inLanguage: "ar",
    });
    expect(breadcrumbJsonLd([{ name: "الرئيسية", path: "/" }], "https://x.qa", "ar").itemListElement[0]).toMatchObject({
      item: "https://x.qa/ar",
    });
  });

  it("cannot close its script element", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });

  it("keeps an Arabic page's breadcrumbs and product address in /ar", () => {
    const crumbs = breadcrumbJsonLd([{ name: "المعدات", path: "/ar/category/equipments" }], "https://x.qa", "ar");
    expect(crumbs.inLanguage).toBe("ar");
    expect(crumbs.itemListElement[0]!.item).toBe("https://x.qa/ar/category/equipments");
    const product = productJsonLd(
      {
        id: "p1",
        name: "لباد",
        brand: "Padmaster",
        category: "Cleaning Tools & Accessories",
        subcategory: null,
        description: "d",
        features: null,
        specifications: null,
        imageUrl: null,
        serialNumber: null,
      },
      "https://x.qa",
      "ar",
    );
    expect(product).toMatchObject({ name: "لباد", url: "https://x.qa/ar/products/p1", inLanguage: "ar" });
  });
});
