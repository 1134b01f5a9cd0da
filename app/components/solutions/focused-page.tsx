import { Link } from "react-router";
import { ProductGrid } from "~/components/catalogue/product-grid";
import type { FocusedPageText } from "~/content/solutions";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import { useLocalizedPath } from "~/lib/i18n/use-locale";

/**
 * Spec 2.9: a focused solution page — hero, the matching products (image-ranked), its links. `list` replaces the plain
 * grid where the page lists every match a page at a time (vacuum, automation).
 */
export function FocusedPage({
  text,
  products,
  list,
  children,
}: {
  text: FocusedPageText;
  products: ProductSummary[];
  list?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const to = useLocalizedPath();
  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 to-brand-800 rtl:bg-gradient-to-bl text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{text.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold">{text.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-100">{text.intro}</p>
          {text.links && (
            <div className="mt-8 flex flex-wrap gap-3">
              {text.links.map((link, index) => (
                <Link
                  key={link.href}
                  to={to(link.href)}
                  className={
                    index === 0
                      ? "rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
                      : "rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
                  }
                >
                  {link.label}
                </Link>
              ))}
            </div>
          )}
        </div>
      </section>
      {children}
      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="focused-products">
        <h2 id="focused-products" className="mb-6 text-2xl font-bold text-slate-900">
          {text.productsHeading}
        </h2>
        {products.length === 0 ? (
          <p className="text-slate-700">{text.empty}</p>
        ) : (
          (list ?? <ProductGrid products={products} />)
        )}
      </section>
    </>
  );
}
