import { Search } from "lucide-react";
import { useRef } from "react";
import { Form, useNavigate } from "react-router";
import { CATALOGUE_TEXT } from "~/content/catalogue";
import { SuggestInput } from "~/components/search/search-field";
import {
  CATALOGUE_PAGE_SIZE,
  catalogueUrl,
  SEARCH_MAX_LENGTH,
  type CatalogueFilter,
} from "~/lib/catalogue/catalogue-filter";
import type { CatalogueFacets } from "~/lib/catalogue/facets";
import { categoryName } from "~/content/category-tree";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { FacetOptions, selectedValue } from "./facet-options";
import { useDebouncedSearch } from "./use-debounced-search";
import { useHandOver } from "./use-hand-over";

const FIELD_CLASS =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500";

interface CatalogueFiltersProps {
  filter: CatalogueFilter;
  /** Each option with its count (issue 15): an option that would give no result is disabled unless selected. */
  facets: Pick<CatalogueFacets, "categories" | "subcategories" | "brands">;
}

/**
 * A GET form, so filtering works without JavaScript (the "Apply" button); with JavaScript every change navigates at
 * once (selects push a history entry, typing replaces it after a pause so the back button is not flooded), and the search
 * box suggests products and categories (SuggestInput); choosing one opens it and drops the pending search. Part of an
 * island: what is done before it hydrates is handed over (useHandOver).
 */
export function CatalogueFilters({ filter, facets }: CatalogueFiltersProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = CATALOGUE_TEXT[locale];
  const inEdition = (value: string) => categoryName(value, locale);
  const go = (next: Partial<CatalogueFilter>, replace = false) =>
    navigate(to(catalogueUrl({ ...filter, ...next, page: 1 })), { replace, preventScrollReset: true });
  // Typing replaces the history entry; an explicit submit pushes one.
  const search = useDebouncedSearch(filter.search, (value) => go({ search: value }, true));
  const subcategoryDisabled = !filter.category || facets.subcategories.length === 0;
  const form = useRef<HTMLFormElement>(null);
  useHandOver(form, {
    selected: {
      category: selectedValue(facets.categories),
      subcategory: selectedValue(facets.subcategories),
      brand: selectedValue(facets.brands),
    },
    search: search.search,
    onSearch: search.onChange,
  });

  return (
    <Form
      ref={form}
      method="get"
      action={to("/products")}
      role="search"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
      }}
    >
      {filter.pageSize !== CATALOGUE_PAGE_SIZE && <input type="hidden" name="size" value={filter.pageSize} />}
      <div className="md:col-span-4 lg:col-span-1">
        <label htmlFor="catalogue-search" className="mb-1 block text-sm font-medium text-slate-800">
          {text.searchLabel}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute start-3 top-2.5 h-4 w-4 text-slate-500" aria-hidden="true" />
          <SuggestInput
            id="catalogue-search"
            name="q"
            aria-label={text.searchLabel}
            value={search.search}
            onValueChange={search.onChange}
            onChoose={search.cancel}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={text.searchPlaceholder}
            className={`${FIELD_CLASS} ps-9`}
            listClassName="inset-x-0"
          />
        </div>
      </div>
      <label>
        <span className="mb-1 block text-sm font-medium text-slate-800">{text.categoryLabel}</span>
        <select
          name="category"
          aria-label={text.categoryLabel}
          value={selectedValue(facets.categories)}
          className={FIELD_CLASS}
          onChange={(event) => go({ category: event.target.value, subcategory: "" })}
        >
          <option value="">{text.allCategories}</option>
          <FacetOptions options={facets.categories} display={inEdition} />
        </select>
      </label>
      <label>
        <span className="mb-1 block text-sm font-medium text-slate-800">{text.subcategoryLabel}</span>
        <select
          name="subcategory"
          aria-label={text.subcategoryLabel}
          value={selectedValue(facets.subcategories)}
          disabled={subcategoryDisabled}
          className={FIELD_CLASS}
          onChange={(event) => go({ subcategory: event.target.value })}
        >
          <option value="">{text.allSubcategories}</option>
          <FacetOptions options={facets.subcategories} display={inEdition} />
        </select>
      </label>
      <label>
        <span className="mb-1 block text-sm font-medium text-slate-800">{text.brandLabel}</span>
        <select
          name="brand"
          aria-label={text.brandLabel}
          value={selectedValue(facets.brands)}
          className={FIELD_CLASS}
          onChange={(event) => go({ brand: event.target.value })}
        >
          <option value="">{text.allBrands}</option>
          <FacetOptions options={facets.brands} />
        </select>
      </label>
      {filter.application && <input type="hidden" name="application" value={filter.application} />}
      <noscript>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          {text.apply}
        </button>
      </noscript>
    </Form>
  );
}
