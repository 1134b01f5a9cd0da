/** schema.org JSON-LD for search engines: the company on every page, a product on its page. */
import { OPENING_HOURS, type SiteConfig } from "~/content/site-config";
import type { ProductSummary } from "~/lib/catalogue/product-types";

export function organizationJsonLd(site: SiteConfig, baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.companyName,
    url: baseUrl,
    email: site.email,
    telephone: site.showroomPhone,
    foundingDate: "2004",
    address: { "@type": "PostalAddress", addressLocality: site.city, addressCountry: site.country },
    contactPoint: [
      { "@type": "ContactPoint", telephone: site.showroomPhone, contactType: "sales", areaServed: site.country },
      {
        "@type": "ContactPoint",
        telephone: site.warehousePhone,
        contactType: "customer service",
        areaServed: site.country,
      },
    ],
    openingHoursSpecification: OPENING_HOURS.flatMap(({ days, periods }) =>
      periods.map(([opens, closes]) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: [...days], opens, closes })),
    ),
    sameAs: Object.values(site.social),
  };
}

export function productJsonLd(product: ProductSummary, baseUrl: string) {
  const image = product.imageUrl ? new URL(product.imageUrl, baseUrl).toString() : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    brand: { "@type": "Brand", name: product.brand },
    category: product.subcategory ? `${product.category} > ${product.subcategory}` : product.category,
    ...(image ? { image } : {}),
    url: new URL(`/products/${product.id}`, baseUrl).toString(),
  };
}

/** Safe inside a <script> element: "<" is escaped so no text can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Breadcrumbs as search engines read them: names with absolute links, the last one the page itself. */
export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>, baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: new URL(item.path, baseUrl).toString(),
    })),
  };
}
