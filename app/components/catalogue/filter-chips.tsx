import { X } from "lucide-react";
import { Link } from "react-router";
import { CATALOGUE_TEXT } from "~/content/catalogue";
import { catalogueUrl, type CatalogueFilter } from "~/lib/catalogue/catalogue-filter";
import { SECTOR_LABELS } from "~/content/sector-heads";
import { categoryName } from "~/content/category-tree";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";

/** Removable chips for the active filters (spec 2.4); each is a link to the same view without it. */
export function FilterChips({ filter }: { filter: CatalogueFilter }) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = CATALOGUE_TEXT[locale];
  const chips: Array<{ key: string; label: string; without: Partial<CatalogueFilter> }> = [];
  if (filter.search) chips.push({ key: "search", label: text.searchChip(filter.search), without: { search: "" } });
  if (filter.category)
    chips.push({
      key: "category",
      label: categoryName(filter.category, locale),
      without: { category: "", subcategory: "" },
    });
  if (filter.subcategory)
    chips.push({ key: "subcategory", label: categoryName(filter.subcategory, locale), without: { subcategory: "" } });
  if (filter.brand) chips.push({ key: "brand", label: filter.brand, without: { brand: "" } });
  if (filter.application)
    chips.push({
      key: "application",
      label: text.sectorChip(SECTOR_LABELS[locale][filter.application]),
      without: { application: null },
    });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="filter-chips">
      <span className="text-sm font-medium text-slate-700">{text.activeFilters}:</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={to(catalogueUrl({ ...filter, ...chip.without, page: 1 }))}
              preventScrollReset
              aria-label={text.removeFilter(chip.label)}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              {chip.label}
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={to("/products")}
        preventScrollReset
        className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {text.clearFilters}
      </Link>
    </div>
  );
}
