/** The import page's help text, preview table and result message. */
import { Form } from "react-router";
import { DataTable } from "./data-table";
import { FEATURE_SEPARATOR, REQUIRED_COLUMNS, SPREADSHEET_HEADERS } from "~/lib/admin/spreadsheet-columns";
import type { PreviewView } from "~/lib/admin/spreadsheet-preview";

const ACTION_LABELS = { create: "Create", update: "Update", reject: "Rejected" } as const;
const PREVIEW_COLUMNS = ["Row", "Action", "Product", "Details"] as const;
const ACTION_STYLES = {
  create: "bg-emerald-50 text-emerald-900",
  update: "bg-sky-50 text-sky-900",
  reject: "bg-red-50 text-red-900",
} as const;

export function ImportHelp() {
  return (
    <div className="mt-2 space-y-2 text-sm text-slate-700">
      <p>
        The first row (of the first sheet in an .xlsx file) names the columns:{" "}
        <code className="text-slate-900">{SPREADSHEET_HEADERS.join(", ")}</code> (any order;{" "}
        {REQUIRED_COLUMNS.join(" and ")} are required; a column left out keeps that field as it is). Put each feature on
        its own line{FEATURE_SEPARATOR === "\n" ? "" : ` separated by "${FEATURE_SEPARATOR}"`}, in features_ar too;
        isActive is TRUE or FALSE.
      </p>
      <p>
        The columns ending in _ar hold the Arabic edition of the name, description, features and specifications. A blank
        Arabic cell means the product has no Arabic text there, and the Arabic site shows the English instead.
      </p>
      <p>
        A row updates the product with the same serial number, otherwise the one with the same name and brand; other
        rows create products, and unknown brands are added. Products missing from the file are kept. You see a preview
        first; nothing is written until you confirm, and a file with any rejected row is not imported at all.
      </p>
    </div>
  );
}

export function ImportResult({
  created,
  updated,
  unchanged,
  brands,
}: {
  created: number;
  updated: number;
  unchanged: number;
  brands: number;
}) {
  return (
    <p
      role="status"
      className="rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
      data-testid="import-result"
    >
      Import complete: {created} created, {updated} updated, {unchanged} unchanged
      {brands > 0 ? `, ${brands} new brands` : ""}.
    </p>
  );
}

export function ImportPreview({
  fileName,
  view,
  confirm,
  notice,
  busy,
}: {
  fileName: string;
  view: PreviewView;
  confirm: { uploadId: string; fingerprint: string } | null;
  notice?: string;
  busy: boolean;
}) {
  const { counts } = view;
  const changes = counts.create + counts.update;
  return (
    <section
      aria-labelledby="preview-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
      data-testid="import-preview"
    >
      <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
        Preview of {fileName}
      </h2>
      {notice && (
        <p role="alert" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <dl className="mt-4 flex flex-wrap gap-6 text-sm" data-testid="import-counts">
        {(
          [
            ["To create", counts.create],
            ["To update", counts.update],
            ["Unchanged", counts.unchanged],
            ["Rejected", counts.reject],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {view.newBrands.length > 0 && (
        <p className="mt-3 text-sm text-slate-700">New brands: {view.newBrands.join(", ")}</p>
      )}
      {counts.reject > 0 ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          {counts.reject} {counts.reject === 1 ? "row is" : "rows are"} rejected. Nothing has been written: correct{" "}
          {counts.reject === 1 ? "it" : "them"} in the file and upload it again.
        </p>
      ) : changes === 0 ? (
        <p className="mt-4 text-sm text-slate-700">The file matches the catalogue; there is nothing to import.</p>
      ) : null}
      {confirm && (
        <Form method="post" encType="multipart/form-data" className="mt-4">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="uploadId" value={confirm.uploadId} />
          <input type="hidden" name="fingerprint" value={confirm.fingerprint} />
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            {busy ? "Importing..." : `Confirm import of ${changes} ${changes === 1 ? "change" : "changes"}`}
          </button>
        </Form>
      )}
      {view.rows.length > 0 && (
        <DataTable
          caption={`Rows of ${fileName} that would change the catalogue or are rejected`}
          columns={PREVIEW_COLUMNS}
          testId="import-rows"
          className="mt-6"
        >
          {view.rows.map((row) => (
            <tr
              key={row.rowNumber}
              className="border-b border-slate-100 align-top"
              data-row={row.rowNumber}
              data-action={row.action}
            >
              <td className="p-2 font-mono">{row.rowNumber}</td>
              <td className="p-2">
                <span className={`rounded px-2 py-0.5 font-medium ${ACTION_STYLES[row.action]}`}>
                  {ACTION_LABELS[row.action]}
                </span>
              </td>
              <td className="p-2">{row.product}</td>
              <td className="p-2">
                <ul className="space-y-1">
                  {row.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {view.omitted > 0 && <p className="mt-2 text-sm text-slate-700">{view.omitted} more rows are not listed.</p>}
    </section>
  );
}
