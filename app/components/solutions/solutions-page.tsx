import { ArrowLeft, X } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/images/responsive-image";
import { SOLUTIONS_BRANDS } from "~/content/brands";
import { CATEGORY_TREE, categoryDescription, categoryName } from "~/content/category-tree";
import { SOLUTIONS_PAGE_SIZE, SOLUTIONS_TEXT } from "~/content/solutions";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import { brandToggleHref, MAX_SHOWN, sameBrand, showMoreHref } from "~/lib/catalogue/solutions-listing";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { PagedProducts } from "./paged-products";

/** What the solutions route's loader gives the page. */
export interface SolutionsPageData {
  /** The brand filter ("" for all brands), spelled as the brand list spells it when it is known. */
  brand: string;
  /** Active products per main category. */
  counts: Record<string, number>;
  show: number;
  products: ProductSummary[];
  total: number;
}

/** Spec 2.8: the solutions overview's body, an island (solutions-islands.ts); the route keeps the loader and meta. */
export function SolutionsPage({ data }: { data: SolutionsPageData }) {
  const { brand, counts, products, total, show } = data;
  const locale = useLocale();
  const text = SOLUTIONS_TEXT[locale];
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Link
        to={to("/")}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {text.back}
      </Link>
      <h1 className="mt-4 text-4xl font-bold text-slate-900">{text.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{text.intro}</p>

      <section className="mt-12" aria-labelledby="main-categories">
        <h2 id="main-categories" className="text-2xl font-bold text-slate-900">
          {text.mainCategories}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="main-categories">
          {CATEGORY_TREE.map((category) => (
            <li key={category.name}>
              <Link
                to={to(category.href)}
                className="block h-full rounded-xl border border-slate-200 p-6 shadow-sm hover:border-brand-600 hover:shadow-md"
              >
                <h3 className="text-lg font-semibold text-slate-900">{categoryName(category.name, locale)}</h3>
                <p className="mt-2 text-sm text-slate-700">
                  {categoryDescription(category.name, locale) ?? category.description}
                </p>
                <p className="mt-4 text-sm font-semibold text-brand-700" data-testid={`count-${category.name}`}>
                  {text.productCount(counts[category.name] ?? 0)}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-14" aria-labelledby="shop-by-brand">
        <h2 id="shop-by-brand" className="text-2xl font-bold text-slate-900">
          {text.shopByBrand}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="brand-logos">
          {SOLUTIONS_BRANDS.map((entry) => {
            const active = brand !== "" && sameBrand(entry.name, brand);
            return (
              <li key={entry.name}>
                <Link
                  to={to(brandToggleHref("/solutions", entry.name, brand))}
                  preventScrollReset
                  aria-current={active ? "true" : undefined}
                  aria-label={text.brandToggle(entry.name, active)}
                  className={`block rounded-lg border p-2 ${active ? "border-brand-700 ring-2 ring-brand-600" : "border-slate-200 hover:border-brand-600"}`}
                >
                  <ResponsiveImage src={entry.logoUrl} alt="" width={240} height={80} className="h-auto w-full" />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="products" className="mt-14 scroll-mt-24" aria-labelledby="products-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="products-heading" className="text-2xl font-bold text-slate-900">
              {brand ? text.brandProducts(brand) : text.allProducts}
            </h2>
            <p className="mt-1 text-sm text-slate-700" data-testid="products-available">
              {text.available(total)}
            </p>
          </div>
          {brand && (
            <Link
              to={to("/solutions#products")}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
            >
              {text.clearFilter(brand)}
              <X className="h-4 w-4" aria-hidden="true" />
            </Link>
          )}
        </div>
        <div className="mt-6">
          {products.length > 0 ? (
            <PagedProducts
              products={products}
              shown={show}
              pageSize={SOLUTIONS_PAGE_SIZE}
              total={total}
              hasMore={products.length < total}
              moreHref={show < MAX_SHOWN ? showMoreHref("/solutions", show, SOLUTIONS_PAGE_SIZE, brand) : null}
              fullListHref={brand ? `/products?${new URLSearchParams({ brand }).toString()}` : "/products"}
            />
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
              <p className="text-slate-700">{brand ? text.noBrandProducts(brand) : text.noProducts}</p>
              <Link
                to={to("/contact")}
                className="mt-4 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
              >
                {text.askTeam}
              </Link>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
