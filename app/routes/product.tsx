import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/product";
import { ProductDetailIsland, ProductNotFoundIsland } from "~/components/catalogue/product-islands";
import { useBeforeHydration } from "~/components/catalogue/listing-first-load";
import { productImageSrc } from "~/components/catalogue/product-image";
import { ErrorCardIsland } from "~/components/error-islands";
import { PRODUCT_DETAIL_TEXT } from "~/content/catalogue";
import { findProductPage } from "~server/catalogue/products";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from "~/lib/seo/structured-data";
import { JsonLd } from "~/components/json-ld";

export async function loader({ params, context }: Route.LoaderArgs) {
  // One prepared statement by primary key, brand joined: never the whole catalogue, no SQL built per request.
  const found = await findProductPage(context.db, params.id);
  // The texts travel with the answer, so that the page's first-load code carries none (decision 105).
  if (!found)
    throw data(
      { title: PRODUCT_DETAIL_TEXT.notFoundTitle, description: PRODUCT_DETAIL_TEXT.notFoundText },
      { status: 404 },
    );
  const baseUrl = context.env.PUBLIC_BASE_URL;
  const { product } = found;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Products", path: "/products" },
    { name: product.name, path: `/products/${product.id}` },
  ];
  return {
    product,
    brand: found.brand,
    // Built here so that neither the image URLs' manifest nor the structured-data code reaches the browser.
    meta: {
      title: product.name,
      description: `${product.brand} ${product.name}: ${product.description}`.slice(0, 300),
      image: new URL(productImageSrc(product.imageUrl), baseUrl).toString(),
    },
    jsonLd: [jsonLdText(productJsonLd(product, baseUrl)), jsonLdText(breadcrumbJsonLd(crumbs, baseUrl))],
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (loaderData) return pageMeta(loaderData.meta);
  const text = isRouteErrorResponse(error) ? (error.data as { title: string; description: string } | null) : null;
  return text ? pageMeta(text) : [];
}

/** The page's content is an island (decision 105): server-rendered whole, its links plain links until first used. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  useBeforeHydration();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {loaderData.jsonLd.map((text) => (
        <JsonLd key={text} text={text} />
      ))}
      <ProductDetailIsland product={loaderData.product} brand={loaderData.brand} />
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
