import { Link } from "react-router";
import { HOME_CATEGORY_SUBCATEGORY_LIMIT, HOME_TEXT } from "~/content/company";
import { CATEGORY_TREE, categoryDescription, categoryName } from "~/content/category-tree";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { delayedScrollLinkProps } from "~/lib/scroll-to-top";
import { categoryPreview } from "./category-preview";

/** Spec 2.3 product categories: live counts, at most 4 subcategory links, then "+{n} more categories". */
export function CategoryCards({ counts }: { counts: Record<string, number> }) {
  const locale = useLocale();
  const text = HOME_TEXT[locale];
  const to = useLocalizedPath();
  return (
    <section className="bg-slate-50 py-16" aria-labelledby="categories-title">
      <div className="mx-auto max-w-7xl px-4">
        <div className="text-center">
          <h2 id="categories-title" className="text-3xl font-bold text-slate-900">
            {text.categoriesTitle}
          </h2>
          <p className="mt-2 text-slate-700">{text.categoriesSubtitle}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {CATEGORY_TREE.map((category) => {
            const { shown, hiddenCount } = categoryPreview(category.subCategories, HOME_CATEGORY_SUBCATEGORY_LIMIT);
            return (
              <li
                key={category.name}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
                data-testid={`category-card-${category.name}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-xl font-semibold text-slate-900">{categoryName(category.name, locale)}</h3>
                  <span
                    className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
                    data-testid="category-count"
                  >
                    {text.productsBadge(counts[category.name] ?? 0)}
                  </span>
                </div>
                <p className="mt-2 text-sm text-slate-700">
                  {categoryDescription(category.name, locale) ?? category.description}
                </p>
                <ul className="mt-4 space-y-1 text-sm">
                  {shown.map((sub) => (
                    <li key={sub.name}>
                      <Link
                        to={to(sub.href)}
                        {...delayedScrollLinkProps}
                        className="inline-block py-0.5 text-brand-700 hover:underline"
                      >
                        {categoryName(sub.name, locale)}
                      </Link>
                    </li>
                  ))}
                  {hiddenCount > 0 && <li className="text-slate-600">{text.moreCategories(hiddenCount)}</li>}
                </ul>
                <Link
                  to={to(category.href)}
                  {...delayedScrollLinkProps}
                  className="mt-auto pt-5 font-semibold text-brand-700 hover:underline"
                >
                  {text.viewAllProducts}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
