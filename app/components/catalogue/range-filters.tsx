import { useId } from "react";
import { useNavigate } from "react-router";
import { CATEGORY_PAGE_TEXT } from "~/content/catalogue";
import type { RangePanel } from "~/lib/catalogue/range-address";
import { RANGE_FIELD_MAX_CHARS, rangeParam, rangeQueryEntries } from "~/lib/catalogue/range-filters";
import type { CategoryView } from "~/lib/catalogue/category-scope";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";

const FIELD_CLASS =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 aria-invalid:border-red-600";

/**
 * Range filters by numbers (decision 156): a GET form of from–to fields per offered key, which works without
 * JavaScript (the server reads and checks the fields and answers with the page, or with a message tied to the field).
 * It carries the page's other choices as hidden fields and leaves the page number out, so applying starts at page 1.
 * With JavaScript, empty fields are left out of the address. Part of the category head's island: no code of its own
 * in the first load.
 */
export function RangeFilters({ panel, view, basePath }: { panel: RangePanel; view: CategoryView; basePath: string }) {
  const id = useId();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const text = CATEGORY_PAGE_TEXT[locale];
  if (panel.fields.length === 0) return null;
  const kept: Array<[string, string]> = [
    ...(view.search ? [["q", view.search] as [string, string]] : []),
    ...(view.brand ? [["brand", view.brand] as [string, string]] : []),
    ...(view.sort !== "name" ? [["sort", view.sort] as [string, string]] : []),
    ...(view.view === "list" ? [["view", "list"] as [string, string]] : []),
  ];
  return (
    <form
      // A new address's fields start from what it holds (a removed chip empties its fields).
      key={JSON.stringify(panel.typed)}
      method="get"
      action={to(basePath)}
      aria-labelledby={`${id}-title`}
      data-testid="range-filters"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget))
          if (typeof value === "string" && value.trim()) query.append(name, value.trim());
        const search = query.toString();
        void navigate(`${to(basePath)}${search ? `?${search}` : ""}`, { preventScrollReset: true });
      }}
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {text.rangesLegend}
      </h2>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {panel.fields.map((field) => {
          const errors = (["min", "max"] as const).flatMap((side) => {
            const error = panel.errors[rangeParam(field.slug, side)];
            return error ? [{ side, error, id: `${id}-${field.slug}-${side}-error` }] : [];
          });
          return (
            <fieldset key={field.slug} className="min-w-0">
              <legend className="text-sm font-medium text-slate-800">
                <span lang={field.english ? "en" : undefined} dir={field.english ? "ltr" : undefined}>
                  {field.label}
                </span>
                {field.unit && ` (${field.unit})`}
              </legend>
              <div className="mt-1 flex gap-2">
                {(["min", "max"] as const).map((side) => {
                  const name = rangeParam(field.slug, side);
                  const error = errors.find((entry) => entry.side === side);
                  return (
                    <label key={side} className="min-w-0 flex-1">
                      <span className="mb-1 block text-xs text-slate-600">
                        {side === "min" ? text.rangeFrom : text.rangeTo}
                      </span>
                      <input
                        type="text"
                        inputMode="decimal"
                        name={name}
                        defaultValue={panel.typed[name] ?? ""}
                        placeholder={side === "min" ? field.min : field.max}
                        maxLength={RANGE_FIELD_MAX_CHARS}
                        autoComplete="off"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error?.id}
                        className={FIELD_CLASS}
                      />
                    </label>
                  );
                })}
              </div>
              {errors.map((entry) => (
                <p key={entry.side} id={entry.id} className="mt-1 text-sm text-red-700" data-testid="range-error">
                  {text.rangeErrors[entry.error]}
                </p>
              ))}
            </fieldset>
          );
        })}
      </div>
      <button
        type="submit"
        className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {text.rangeApply}
      </button>
    </form>
  );
}

/** The chosen ranges as hidden fields of another GET form (search, brand, sort), so that it keeps them. */
export function RangeHiddenFields({ view }: { view: CategoryView }) {
  return rangeQueryEntries(view.ranges).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
