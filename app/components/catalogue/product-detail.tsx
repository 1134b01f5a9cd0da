import { ArrowLeft, Award, CheckCircle2, Headphones, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { PRODUCT_DETAIL_TEXT } from "~/content/catalogue";
import { ResponsiveImage } from "~/components/images/responsive-image";
import { categoryName } from "~/content/category-tree";
import { brandDescriptionInEdition, fallbackMarks, productInEdition } from "~/lib/catalogue/localized-product";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import type { SpecificationTableGroup } from "~/lib/catalogue/specification-table";
import { BrandBadge } from "./brand-badge";
import { ProductImage } from "./product-image";
import { SpecificationTable } from "./specification-table";
import { AddToQuoteForm } from "~/components/quote-list/add-to-quote-form";
import { QUOTE_LIST_TEXT } from "~/content/quote-list";
import type { ProductDocumentsView } from "~/lib/catalogue/document-list";
import { ProductDocuments } from "./product-documents";
import { CompareLink } from "~/components/compare/compare-link";

const HIGHLIGHT_ICONS = [Award, ShieldCheck, Truck, Headphones];

export interface ProductBrand {
  name: string;
  description: string | null;
  descriptionAr?: string | null;
  logoUrl: string | null;
}

/** Spec 2.6, a product page's content: an island (decision 105), its links plain links until it hydrates. */
export function ProductDetail({
  product,
  brand,
  documents,
  specifications,
}: {
  product: ProductSummary;
  brand: ProductBrand | null;
  /** Issue 19: the product's documents as the loader arranged them. */
  documents?: ProductDocumentsView;
  /** The specification table's rows in the page's edition (app/lib/catalogue/specification-table.ts). */
  specifications: readonly SpecificationTableGroup[];
}) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = PRODUCT_DETAIL_TEXT[locale];
  const shown = productInEdition(product, locale);
  const name = shown.name.value;
  const features = shown.features.value;
  const brandDescription = brand && brandDescriptionInEdition(brand, locale);
  return (
    <>
      <Link
        to={to("/products")}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {text.back}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductImage
          imageUrl={product.imageUrl}
          alt={name}
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
                {product.subcategory
                  ? `${categoryName(product.category, locale)} · ${categoryName(product.subcategory, locale)}`
                  : categoryName(product.category, locale)}
              </span>
            </div>
            <h1 className="text-3xl font-bold text-slate-900" {...fallbackMarks(shown.name)}>
              {name}
            </h1>
            {product.serialNumber && (
              <p className="text-sm font-medium text-slate-600" data-testid="product-code">
                {QUOTE_LIST_TEXT[locale].code(product.serialNumber)}
              </p>
            )}
          </div>
          <section>
            <h2 className="text-lg font-semibold text-slate-900">{text.description}</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700" {...fallbackMarks(shown.description)}>
              {shown.description.value}
            </p>
          </section>
          {features.length > 0 && (
            <section>
              <h2 className="text-lg font-semibold text-slate-900">{text.features}</h2>
              <ul className="mt-2 space-y-2">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-slate-700" {...fallbackMarks(shown.features)}>
                    <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {specifications.length > 0 && (
            <section>
              <h2 id="product-specifications" className="text-lg font-semibold text-slate-900">
                {text.specifications}
              </h2>
              <SpecificationTable groups={specifications} labelledBy="product-specifications" />
            </section>
          )}
          <AddToQuoteForm
            productId={product.id}
            productName={name}
            withQuantity
            className="flex flex-wrap items-end gap-3"
            buttonClassName="h-12 rounded-md border border-accent-700 bg-white px-6 font-semibold text-accent-700 hover:bg-slate-50"
          />
          <div className="flex flex-wrap gap-3">
            <Link
              to={to(`/get-quote?product=${product.id}`)}
              className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {text.requestQuote}
            </Link>
            <Link
              to={to("/contact")}
              className="rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {text.contactExpert}
            </Link>
            <CompareLink
              productId={product.id}
              productName={name}
              className="rounded-md border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            />
          </div>
          <ul className="grid grid-cols-2 gap-3">
            {text.highlights.map((highlight, index) => {
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
      {documents && <ProductDocuments view={documents} productId={product.id} productName={name} />}
      {brand && (
        <section
          className="mt-12 flex flex-col gap-6 rounded-xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center"
          data-testid="about-brand"
        >
          {brand.logoUrl && (
            <ResponsiveImage
              src={brand.logoUrl}
              alt={text.brandLogoAlt(brand.name)}
              width={240}
              height={80}
              className="h-20 w-60 object-contain"
            />
          )}
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{text.aboutBrand(brand.name)}</h2>
            {brandDescription?.value && (
              <p className="mt-2 text-slate-700" {...fallbackMarks(brandDescription)}>
                {brandDescription.value}
              </p>
            )}
          </div>
        </section>
      )}
    </>
  );
}
