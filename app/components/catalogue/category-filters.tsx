import { LayoutGrid, List, Search } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { CATEGORY_PAGE_TEXT } from "~/content/catalogue";
import { categoryViewQuery, SORT_KEYS, type CategoryView, type SortKey } from "~/lib/catalogue/category-scope";
import type { FacetOption } from "~/lib/catalogue/facets";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { FacetOptions, selectedValue } from "./facet-options";
import { RangeHiddenFields } from "./range-filters";
import { useDebouncedSearch } from "./use-debounced-search";
import { useHandOver } from "./use-hand-over";

const FIELD_CLASS =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600";

/**
 * Spec 2.7 filter panel: a GET form (works without JavaScript); with JavaScript each change updates the URL in place. Part
 * of an island: what is done before it hydrates is handed over (useHandOver).
 */
export function CategoryFilters({
  view,
  brands,
  basePath,
}: {
  view: CategoryView;
  /** The scope's brands with their counts for the search (issue 15). */
  brands: FacetOption[];
  basePath: string;
}) {
  const navigate = useNavigate();
  const text = CATEGORY_PAGE_TEXT[useLocale()];
  const to = useLocalizedPath();
  const go = (next: Partial<CategoryView>, replace = false) =>
    navigate(to(`${basePath}${categoryViewQuery({ ...view, ...next, page: 1 })}`), {
      replace,
      preventScrollReset: true,
    });
  const search = useDebouncedSearch(view.search, (value) => go({ search: value }, true));
  const form = useRef<HTMLFormElement>(null);
  useHandOver(form, {
    selected: { brand: selectedValue(brands), sort: view.sort },
    search: search.search,
    onSearch: search.onChange,
  });

  return (
    <Form
      ref={form}
      method="get"
      action={to(basePath)}
      role="search"
      className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
      }}
    >
      <label className="min-w-60 flex-1">
        <span className="mb-1 block text-sm font-medium text-slate-800">{text.searchLabel}</span>
        <span className="relative block">
          <Search className="pointer-events-none absolute start-3 top-2.5 h-4 w-4 text-slate-500" aria-hidden="true" />
          <input
            type="search"
            name="q"
            aria-label={text.searchLabel}
            value={search.search}
            maxLength={200}
            placeholder={text.searchPlaceholder}
            className={`${FIELD_CLASS} ps-9`}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </span>
      </label>
      <label className="w-48">
        <span className="mb-1 block text-sm font-medium text-slate-800">{text.brandLabel}</span>
        <select
          name="brand"
          aria-label={text.brandLabel}
          value={selectedValue(brands)}
          className={FIELD_CLASS}
          onChange={(event) => go({ brand: event.target.value })}
        >
          <option value="">{text.allBrands}</option>
          <FacetOptions options={brands} />
        </select>
      </label>
      <label className="w-44">
        <span className="mb-1 block text-sm font-medium text-slate-800">{text.sortLabel}</span>
        <select
          name="sort"
          aria-label={text.sortLabel}
          value={view.sort}
          className={FIELD_CLASS}
          onChange={(event) => go({ sort: event.target.value as SortKey })}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {text.sortOptions[key]}
            </option>
          ))}
        </select>
      </label>
      {view.view === "list" && <input type="hidden" name="view" value="list" />}
      <RangeHiddenFields view={view} />
      <div role="group" aria-label={text.viewLabel} className="flex rounded-md border border-slate-300">
        {(["grid", "list"] as const).map((mode) => {
          const Icon = mode === "grid" ? LayoutGrid : List;
          return (
            <Link
              key={mode}
              to={to(`${basePath}${categoryViewQuery({ ...view, view: mode })}`)}
              preventScrollReset
              replace
              aria-label={mode === "grid" ? text.gridView : text.listView}
              aria-current={view.view === mode ? "true" : undefined}
              className={`p-2 ${view.view === mode ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
            </Link>
          );
        })}
      </div>
      <noscript>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          {text.apply}
        </button>
      </noscript>
      <Link
        to={to(`${basePath}${categoryViewQuery({ view: view.view })}`)}
        preventScrollReset
        className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        {text.clear}
      </Link>
    </Form>
  );
}
