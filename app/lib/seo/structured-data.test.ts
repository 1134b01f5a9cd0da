import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_CONFIG } from "~/content/site-config";
import { storedSpecifications } from "../../../tests/support/stored-specifications";
import {
  breadcrumbJsonLd,
  jsonLdText,
  organizationJsonLd,
  productJsonLd,
  specificationPropertyValues,
} from "./structured-data";

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

  it("lists a product's labelled specifications as PropertyValues: numbers with UN/CEFACT codes, else unit text", () => {
    const rows = storedSpecifications(
      [
        "Working width: 430 mm",
        "Tank: 2,5 L",
        "Coverage: 1,800 m²/h",
        "Stroke rate: 2,000 strokes/min",
        "Blades (pcs): 12",
        "Run time: 2-3 h",
        "Made in Sweden",
      ].join("\n"),
      "عرض العمل: 430 ملم\nالخزان: 2,5 لتر",
    );
    expect(specificationPropertyValues(rows, "en")).toEqual([
      { "@type": "PropertyValue", name: "Working width", value: 430, unitCode: "MMT" },
      { "@type": "PropertyValue", name: "Tank", value: 2.5, unitCode: "LTR" },
      // m²/h has no UN/CEFACT code: the unit goes as text.
      { "@type": "PropertyValue", name: "Coverage", value: 1800, unitText: "m²/h" },
      { "@type": "PropertyValue", name: "Stroke rate", value: 2000, unitText: "strokes/min" },
      { "@type": "PropertyValue", name: "Blades (pcs)", value: 12, unitCode: "H87" },
      // No single number: the value's text, no unit.
      { "@type": "PropertyValue", name: "Run time", value: "2-3 h" },
    ]);
    // The Arabic page names them in Arabic where written, else in English; numbers and codes are the same.
    expect(specificationPropertyValues(rows, "ar").slice(0, 3)).toEqual([
      { "@type": "PropertyValue", name: "عرض العمل", value: 430, unitCode: "MMT" },
      { "@type": "PropertyValue", name: "الخزان", value: 2.5, unitCode: "LTR" },
      { "@type": "PropertyValue", name: "Coverage", value: 1800, unitText: "م²/ساعة" },
    ]);
  });

  it("gives a product additionalProperty only when it has labelled specifications", () => {
    const product = {
      id: "p1",
      name: "Pad",
      brand: "Padmaster",
      category: "Cleaning Tools & Accessories",
      subcategory: null,
      description: "d",
      features: null,
      specifications: "Diameter: 43 cm",
      imageUrl: null,
      serialNumber: null,
    };
    expect(productJsonLd(product, "https://x.qa", "en", storedSpecifications("Diameter: 43 cm"))).toMatchObject({
      additionalProperty: [{ "@type": "PropertyValue", name: "Diameter", value: 43, unitCode: "CMT" }],
    });
    expect(productJsonLd(product, "https://x.qa", "en", storedSpecifications("Made in Sweden"))).not.toHaveProperty(
      "additionalProperty",
    );
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
