import { Form, Link } from "react-router";
import {
  INBOX_CATEGORY_OPTIONS,
  INBOX_PAGE_SIZES,
  INBOX_SORT_LABELS,
  INQUIRY_KIND_LABELS,
  INQUIRY_LOCALE_LABELS,
  QUOTATION_FILTER_LABELS,
} from "~/content/admin-inbox";
import { INBOX_SORTS, QUOTATION_STATES, type InboxFilters } from "~/lib/admin/inbox-filter-url";
import { INQUIRY_STATUSES, STATUS_LABELS } from "~/lib/admin/inquiry-workflow";
import { LOCALES } from "~/lib/i18n/locale";

const fieldClass = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900";
const labelClass = "block text-xs font-semibold text-slate-700";

/** A plain GET form: filters live in the URL, so they work without JavaScript and can be bookmarked. */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter inquiries"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <label htmlFor="inbox-q" className={labelClass}>
          Search reference, name, company, email or message
        </label>
        <input
          id="inbox-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          maxLength={200}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="inbox-kind" className={labelClass}>
          Kind
        </label>
        <select id="inbox-kind" name="kind" defaultValue={filters.kind ?? ""} className={fieldClass}>
          <option value="">All kinds</option>
          {(["contact", "quote"] as const).map((kind) => (
            <option key={kind} value={kind}>
              {INQUIRY_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-status" className={labelClass}>
          Status
        </label>
        <select id="inbox-status" name="status" defaultValue={filters.status ?? ""} className={fieldClass}>
          <option value="">All statuses</option>
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-category" className={labelClass}>
          Category
        </label>
        <select id="inbox-category" name="category" defaultValue={filters.category ?? ""} className={fieldClass}>
          <option value="">All categories</option>
          {INBOX_CATEGORY_OPTIONS.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-from" className={labelClass}>
          Received from
        </label>
        <input id="inbox-from" name="from" type="date" defaultValue={filters.from ?? ""} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="inbox-to" className={labelClass}>
          Received to
        </label>
        <input id="inbox-to" name="to" type="date" defaultValue={filters.to ?? ""} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="inbox-language" className={labelClass}>
          Language
        </label>
        <select id="inbox-language" name="language" defaultValue={filters.language ?? ""} className={fieldClass}>
          <option value="">All languages</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {INQUIRY_LOCALE_LABELS[locale]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-quotation" className={labelClass}>
          Quotation
        </label>
        <select id="inbox-quotation" name="quotation" defaultValue={filters.quotation ?? ""} className={fieldClass}>
          <option value="">Any quotation state</option>
          {QUOTATION_STATES.map((state) => (
            <option key={state} value={state}>
              {QUOTATION_FILTER_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-sort" className={labelClass}>
          Sort
        </label>
        <select id="inbox-sort" name="sort" defaultValue={filters.sort ?? "newest"} className={fieldClass}>
          {INBOX_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {INBOX_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-size" className={labelClass}>
          Per page
        </label>
        <select id="inbox-size" name="size" defaultValue={String(filters.size)} className={fieldClass}>
          {INBOX_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Apply filters
        </button>
        <Link to="/admin/inquiries" className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
          Clear filters
        </Link>
      </div>
    </Form>
  );
}
