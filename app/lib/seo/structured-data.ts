/**
 * schema.org JSON-LD for search engines: the company on every page, a product on its page. Each builder takes the page's
 * edition last (default English): names in its language, addresses in its edition, and `inLanguage` (issue 18).
 */
import { OPENING_HOURS, siteTextIn, type SiteConfig } from "~/content/site-config";
import type { ProductSummary } from "~/lib/catalogue/product-types";
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

/** `product` carries the edition's texts already (the catalogue localises them); the address is the edition's. */
export function productJsonLd(product: ProductSummary, baseUrl: string, locale: Locale) {
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
