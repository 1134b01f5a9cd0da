import { ArrowLeft, Award, CheckCircle2, Headphones, ShieldCheck, Truck } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/product";
import { BrandBadge } from "~/components/catalogue/brand-badge";
import { ProductImage } from "~/components/catalogue/product-image";
import { ProductNotFound } from "~/components/catalogue/product-not-found";
import { ErrorCard } from "~/components/error-card";
import { PRODUCT_DETAIL_TEXT } from "~/content/catalogue";
import { findProductPage } from "~server/catalogue/products";
import { parseSpecifications } from "~/lib/catalogue/specifications";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd, productJsonLd } from "~/lib/seo/structured-data";
import { JsonLd } from "~/components/json-ld";
import { productImageSrc } from "~/components/catalogue/product-image";
import { ResponsiveImage } from "~/components/images/responsive-image";

export async function loader({ params, context }: Route.LoaderArgs) {
  // One prepared statement by primary key, brand joined: never the whole catalogue, no SQL built per request.
  const found = await findProductPage(context.db, params.id);
  if (!found) throw data(null, { status: 404 });
  return { product: found.product, brand: found.brand, baseUrl: context.env.PUBLIC_BASE_URL };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded)
    return pageMeta({ title: PRODUCT_DETAIL_TEXT.notFoundTitle, description: PRODUCT_DETAIL_TEXT.notFoundText });
  const { product } = loaded;
  const image = new URL(productImageSrc(product.imageUrl), loaded.baseUrl).toString();
  return pageMeta({
    title: product.name,
    description: `${product.brand} ${product.name}: ${product.description}`.slice(0, 300),
    image,
  });
}

const HIGHLIGHT_ICONS = [Award, ShieldCheck, Truck, Headphones];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, brand, baseUrl } = loaderData;
  const specifications = parseSpecifications(product.specifications);
  const features = product.features ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <JsonLd data={productJsonLd(product, baseUrl)} />
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: "Home", path: "/" },
            { name: "Products", path: "/products" },
            { name: product.name, path: `/products/${product.id}` },
          ],
          baseUrl,
        )}
      />
      <Link
        to="/products"
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {PRODUCT_DETAIL_TEXT.back}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductImage
          imageUrl={product.imageUrl}
          alt={product.name}
          loading="high"
          displayWidth={600}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="rounded-xl border border-slate-200"
        />
        <div className="space-y-6">
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <BrandBadge brand={product.brand} />
              <span className="text-sm font-medium text-slate-600">
                {product.subcategory ? `${product.category} · ${product.subcategory}` : product.category}
              </span>
            </div>
            <h1 className="text-3xl font-bold text-slate-900">{product.name}</h1>
          </div>
          <section>
            <h2 className="text-lg font-semibold text-slate-900">{PRODUCT_DETAIL_TEXT.description}</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{product.description}</p>
          </section>
          {features.length > 0 && (
            <section>
              <h2 className="text-lg font-semibold text-slate-900">{PRODUCT_DETAIL_TEXT.features}</h2>
              <ul className="mt-2 space-y-2">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-slate-700">
                    <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {specifications.length > 0 && (
            <section>
              <h2 className="text-lg font-semibold text-slate-900">{PRODUCT_DETAIL_TEXT.specifications}</h2>
              <dl className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
                {specifications.map((line, index) => (
                  <div key={index} className="grid grid-cols-3 gap-4 px-4 py-2 text-sm">
                    {line.label ? (
                      <dt className="font-medium text-slate-900">{line.label}</dt>
                    ) : (
                      <dt className="sr-only">{PRODUCT_DETAIL_TEXT.specifications}</dt>
                    )}
                    <dd className={line.label ? "col-span-2 text-slate-700" : "col-span-3 text-slate-700"}>
                      {line.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          <div className="flex flex-wrap gap-3">
            <Link
              to={`/get-quote?product=${product.id}`}
              className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {PRODUCT_DETAIL_TEXT.requestQuote}
            </Link>
            <Link
              to="/contact"
              className="rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {PRODUCT_DETAIL_TEXT.contactExpert}
            </Link>
          </div>
          <ul className="grid grid-cols-2 gap-3">
            {PRODUCT_DETAIL_TEXT.highlights.map((highlight, index) => {
              const Icon = HIGHLIGHT_ICONS[index]!;
              return (
                <li key={highlight.title} className="flex gap-3 rounded-lg bg-slate-50 p-3">
                  <Icon className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{highlight.title}</span>
                    <span className="block text-xs text-slate-600">{highlight.text}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      {brand && (
        <section
          className="mt-12 flex flex-col gap-6 rounded-xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center"
          data-testid="about-brand"
        >
          {brand.logoUrl && (
            <ResponsiveImage
              src={brand.logoUrl}
              alt={`${brand.name} logo`}
              width={240}
              height={80}
              className="h-20 w-60 object-contain"
            />
          )}
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{PRODUCT_DETAIL_TEXT.aboutBrand(brand.name)}</h2>
            {brand.description && <p className="mt-2 text-slate-700">{brand.description}</p>}
          </div>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <ProductNotFound /> : <ErrorCard error={error} />;
}
