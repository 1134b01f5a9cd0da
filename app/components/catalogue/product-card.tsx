import { Link } from "react-router";
import { PRODUCT_CARD_TEXT } from "~/content/catalogue";
import { categoryName } from "~/content/category-tree";
import { fallbackMarks, productInEdition } from "~/lib/catalogue/localized-product";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { BrandBadge } from "./brand-badge";
import type { ImageLoading } from "~/components/images/responsive-image";
import { ProductImage } from "./product-image";
import { AddToQuoteForm } from "~/components/quote-list/add-to-quote-form";
import { QUOTE_LIST_TEXT } from "~/content/quote-list";
import { CompareLink } from "~/components/compare/compare-link";

export const CARD_FEATURE_LIMIT = 2;

interface ProductCardProps {
  product: ProductSummary;
  imageLoading?: ImageLoading;
  layout?: "grid" | "list";
  headingLevel?: "h2" | "h3";
}

/** Spec 2.5, shared by every product list. */
export function ProductCard({
  product,
  imageLoading = "lazy",
  layout = "grid",
  headingLevel: Heading = "h3",
}: ProductCardProps) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = PRODUCT_CARD_TEXT[locale];
  const shown = productInEdition(product, locale);
  const name = shown.name.value;
  const features = shown.features.value;
  const hidden = features.length - CARD_FEATURE_LIMIT;
  return (
    <article
      data-testid="product-card"
      className={`flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${layout === "list" ? "flex-col sm:flex-row" : "flex-col"}`}
    >
      <ProductImage
        imageUrl={product.imageUrl}
        alt={text.imageAlt(name)}
        loading={imageLoading}
        className={layout === "list" ? "sm:w-64 sm:shrink-0" : ""}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <BrandBadge brand={product.brand} />
          <span className="text-xs font-medium text-slate-600">
            {product.subcategory
              ? `${categoryName(product.category, locale)} · ${categoryName(product.subcategory, locale)}`
              : categoryName(product.category, locale)}
          </span>
        </div>
        <Heading className="text-base font-semibold leading-snug text-slate-900" {...fallbackMarks(shown.name)}>
          {name}
        </Heading>
        {product.serialNumber && (
          <p className="text-xs font-medium text-slate-600" data-testid="product-code">
            {QUOTE_LIST_TEXT[locale].code(product.serialNumber)}
          </p>
        )}
        <p className="line-clamp-3 text-sm text-slate-700" {...fallbackMarks(shown.description)}>
          {shown.description.value}
        </p>
        {features.length > 0 && (
          <ul className="space-y-1 text-sm text-slate-700">
            {features.slice(0, CARD_FEATURE_LIMIT).map((feature) => (
              <li key={feature} className="flex gap-2" {...fallbackMarks(shown.features)}>
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
                {feature}
              </li>
            ))}
            {hidden > 0 && <li className="text-xs font-medium text-brand-700">{text.moreFeatures(hidden)}</li>}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Link
            to={to(`/products/${product.id}`)}
            className="flex-1 rounded-md bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={`${text.viewDetails}: ${name}`}
          >
            {text.viewDetails}
          </Link>
          <Link
            to={to("/contact")}
            className="flex-1 rounded-md border border-brand-700 px-3 py-2 text-center text-sm font-semibold text-brand-800 hover:bg-brand-50"
            aria-label={`${text.requestQuote}: ${name}`}
          >
            {text.requestQuote}
          </Link>
          <div className="flex basis-full flex-wrap gap-2">
            <AddToQuoteForm
              productId={product.id}
              productName={name}
              className="min-w-[8rem] flex-1"
              buttonClassName="h-full w-full rounded-md border border-accent-700 bg-white px-3 py-2 text-center text-sm font-semibold text-accent-700 hover:bg-slate-50"
            />
            <CompareLink
              productId={product.id}
              productName={name}
              className="min-w-[8rem] flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            />
          </div>
        </div>
      </div>
    </article>
  );
}
