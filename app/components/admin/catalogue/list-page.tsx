/** The frame the product and brand lists share: heading with a "New" link, the deleted notice, the filter form. */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { ACTIVE_FILTER_LABELS } from "~/content/admin-catalogue";
import { STATUS_FILTERS, type StatusFilter } from "~/lib/admin/product-list-query";
import { BUTTON_PRIMARY, BUTTON_SECONDARY, CONTROL_CLASS, Notice } from "./form-fields";

const SELECT_CLASS = `${CONTROL_CLASS} min-w-40`;

export function ListHeader({
  title,
  newHref,
  newLabel,
  deleted,
}: {
  title: string;
  newHref: string;
  newLabel: string;
  deleted: string | null;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <Link to={newHref} className={BUTTON_PRIMARY}>
          {newLabel}
        </Link>
      </div>
      {deleted && (
        <div className="mt-4">
          <Notice>Deleted “{deleted}”.</Notice>
        </div>
      )}
    </>
  );
}

/** A GET form, so filters live in the address and work without JavaScript. */
export function ListFilterForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      {children}
      <button type="submit" className={BUTTON_SECONDARY}>
        Filter
      </button>
    </Form>
  );
}

export function StatusFilterSelect({ id, value }: { id: string; value: StatusFilter }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Status
      </label>
      <select id={id} name="status" defaultValue={value} className={SELECT_CLASS}>
        {STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {ACTIVE_FILTER_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SearchFilterInput({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="grow">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} name="q" type="search" defaultValue={value} className={CONTROL_CLASS} />
    </div>
  );
}

/** A select whose empty first option means "no filter". */
export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  allLabel: string;
  options: readonly string[];
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={SELECT_CLASS}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
