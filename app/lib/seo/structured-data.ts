/**
 * schema.org JSON-LD for search engines: the company on every page, a product on its page. Each builder takes the page's
 * edition last (default English): names in its language, addresses in its edition, and `inLanguage` (issue 18).
 */
import { OPENING_HOURS, siteTextIn, type SiteConfig } from "~/content/site-config";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import { unitByCode } from "~/lib/catalogue/specification-units";
import { specificationInEdition, type StoredSpecification } from "~/lib/catalogue/specification-table";
import { unitLabel } from "~/lib/catalogue/specifications";
import { localizedPath, type Locale } from "~/lib/i18n/locale";

export function organizationJsonLd(site: SiteConfig, baseUrl: string, locale: Locale = "en") {
  const { companyName, city, country } = siteTextIn(site, locale);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: companyName,
    // The other edition's name, so both name the same company.
    alternateName: locale === "ar" ? site.companyName : site.arabic.companyName,
    inLanguage: locale,
    url: locale === "ar" ? new URL(localizedPath("/", "ar"), baseUrl).toString() : baseUrl,
    email: site.email,
    telephone: site.showroomPhone,
    foundingDate: "2004",
    address: { "@type": "PostalAddress", addressLocality: city, addressCountry: country },
    contactPoint: [
      { "@type": "ContactPoint", telephone: site.showroomPhone, contactType: "sales", areaServed: country },
      {
        "@type": "ContactPoint",
        telephone: site.warehousePhone,
        contactType: "customer service",
        areaServed: country,
      },
    ],
    openingHoursSpecification: OPENING_HOURS.flatMap(({ days, periods }) =>
      periods.map(([opens, closes]) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: [...days], opens, closes })),
    ),
    sameAs: Object.values(site.social),
  };
}

/** schema.org's PropertyValue, as additionalProperty lists a product's specifications. */
export interface PropertyValue {
  "@type": "PropertyValue";
  name: string;
  value: number | string;
  unitCode?: string;
  unitText?: string;
}

/**
 * A product's labelled specification rows as schema.org PropertyValues, in the edition's language: the label as `name`;
 * as `value` the row's number where it has one, else the value's text; the unit as a UN/CEFACT `unitCode` where it
 * has one (specification-units.ts), else as `unitText` as the edition writes it.
 */
export function specificationPropertyValues(rows: readonly StoredSpecification[], locale: Locale): PropertyValue[] {
  return rows.flatMap((row): PropertyValue[] => {
    const shown = specificationInEdition(row, locale);
    if (!shown?.label.value) return [];
    const property = { "@type": "PropertyValue" as const, name: shown.label.value };
    if (row.numericValue === null) return [{ ...property, value: shown.value.value }];
    const unit = row.unitCode ? unitByCode(row.unitCode) : null;
    // A unit the table knows is written as the edition writes it; any other as the shown value writes it.
    const written = locale === "ar" && row.valueAr ? (row.unitAr ?? row.unit) : row.unit;
    const unitText = row.unitCode ? unitLabel(row.unitCode, locale) : written;
    return [
      {
        ...property,
        value: row.numericValue,
        ...(unit?.cefact ? { unitCode: unit.code } : unitText ? { unitText } : {}),
      },
    ];
  });
}

/**
 * `product` carries the edition's texts already (the catalogue localises them); the address is the edition's.
 * `specifications`: the product's stored rows, which become `additionalProperty`.
 */
export function productJsonLd(
  product: ProductSummary,
  baseUrl: string,
  locale: Locale,
  specifications: readonly StoredSpecification[] = [],
) {
  const additionalProperty = specificationPropertyValues(specifications, locale);
  const image = product.imageUrl ? new URL(product.imageUrl, baseUrl).toString() : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    brand: { "@type": "Brand", name: product.brand },
    category: product.subcategory ? `${product.category} > ${product.subcategory}` : product.category,
    ...(image ? { image } : {}),
    url: new URL(localizedPath(`/products/${product.id}`, locale), baseUrl).toString(),
    inLanguage: locale,
    ...(additionalProperty.length > 0 ? { additionalProperty } : {}),
  };
}

/** Safe inside a <script> element: "<" is escaped so no text can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Breadcrumbs as search engines read them: names (in the edition's language) with absolute links in the edition, the
 * last one the page itself.
 */
export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>, baseUrl: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    inLanguage: locale,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: new URL(localizedPath(item.path, locale), baseUrl).toString(),
    })),
  };
}
