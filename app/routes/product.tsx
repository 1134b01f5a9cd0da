import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/product";
import { ProductDetailIsland, ProductNotFoundIsland } from "~/components/catalogue/product-islands";
import { useBeforeHydration } from "~/components/catalogue/listing-first-load";
import { productImageSrc } from "~/components/catalogue/product-image";
import { ErrorCardIsland } from "~/components/error-islands";
import { CATEGORY_PAGE_TEXT, PRODUCT_DETAIL_TEXT } from "~/content/catalogue";
import { brandForEdition, productForEdition, productInEdition } from "~/lib/catalogue/localized-product";
import { localeOfPath, localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { findProductPage } from "~server/catalogue/products";
import { productPageDocuments } from "~server/documents/document-store";
import { productDocumentsView } from "~/lib/catalogue/document-list";
import { specificationTable } from "~/lib/catalogue/specification-table";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from "~/lib/seo/structured-data";
import { JsonLd } from "~/components/json-ld";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const text = PRODUCT_DETAIL_TEXT[locale];
  // One prepared statement by primary key, brand and specification rows joined (never the whole catalogue, no SQL
  // built per request), and the documents' beside it.
  const [found, documents] = await Promise.all([
    findProductPage(context.db, params.id),
    productPageDocuments(context.db, params.id),
  ]);
  // The texts travel with the answer, so that the page's first-load code carries none (decision 105).
  if (!found) throw data({ title: text.notFoundTitle, description: text.notFoundText }, { status: 404 });
  const baseUrl = context.env.PUBLIC_BASE_URL;
  const { product, specifications } = found;
  const shown = productInEdition(product, locale);
  // What the edition shows is what structured data and the meta tags name (the English where no Arabic is written).
  const named = { ...product, name: shown.name.value, description: shown.description.value };
  const crumbTexts = CATEGORY_PAGE_TEXT[locale];
  const crumbs = [
    { name: crumbTexts.home, path: localizedPath("/", locale) },
    { name: crumbTexts.products, path: localizedPath("/products", locale) },
    { name: named.name, path: localizedPath(`/products/${product.id}`, locale) },
  ];
  return {
    product: productForEdition(product, locale),
    brand: found.brand && brandForEdition(found.brand, locale),
    // Issue 19: grouped, ordered and worded here, so the page's code carries no Intl or ordering rules.
    documents: productDocumentsView(documents.documents, documents.topCategory, locale),
    specifications: specificationTable(specifications, locale),
    // Built here so that neither the image URLs' manifest nor the structured-data code reaches the browser.
    meta: {
      title: named.name,
      description: `${product.brand} ${named.name}: ${named.description}`.slice(0, 300),
      image: new URL(productImageSrc(product.imageUrl), baseUrl).toString(),
    },
    jsonLd: [
      jsonLdText(productJsonLd(named, baseUrl, locale, specifications)),
      jsonLdText(breadcrumbJsonLd(crumbs, baseUrl, locale)),
    ],
  };
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  if (loaderData) return pageMeta({ ...loaderData.meta, locale });
  const text = isRouteErrorResponse(error) ? (error.data as { title: string; description: string } | null) : null;
  return text ? pageMeta({ ...text, locale }) : [];
}

/** The page's content is an island (decision 105): server-rendered whole, its links plain links until first used. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  useBeforeHydration();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {loaderData.jsonLd.map((text) => (
        <JsonLd key={text} text={text} />
      ))}
      <ProductDetailIsland
        product={loaderData.product}
        brand={loaderData.brand}
        documents={loaderData.documents}
        specifications={loaderData.specifications}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <ProductNotFoundIsland />
  ) : (
    <ErrorCardIsland error={error} />
  );
}
