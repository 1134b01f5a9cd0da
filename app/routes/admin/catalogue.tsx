import { useState, type ChangeEvent } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/catalogue";
import { requireStaff } from "~server/auth/require-staff";
import { importAction } from "~server/catalogue/spreadsheet/import-actions";
import { pageMeta } from "~/lib/seo";
import { ImportHelp, ImportPreview, ImportResult } from "~/components/admin/spreadsheet-import";
import { MAX_IMPORT_BYTES } from "~/lib/admin/spreadsheet-columns";
import { productCount } from "~server/catalogue/spreadsheet/catalogue-rows";

export const meta = () =>
  pageMeta({ title: "Import & export", description: "Catalogue spreadsheets.", noindex: true, locale: "en" });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const [row] = await productCount(context.db);
  const params = new URL(request.url).searchParams;
  const imported = params.has("created")
    ? {
        created: Number(params.get("created")),
        updated: Number(params.get("updated")),
        unchanged: Number(params.get("unchanged")),
        brands: Number(params.get("brands")),
      }
    : null;
  return { total: row?.total ?? 0, imported };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return importAction(context, request, staff);
}

const buttonClass =
  "inline-flex items-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";

/** Early message for a wrong or oversized file, before it is uploaded; the schema loads on first use (zod stays out of the first load). */
async function checkChosenFile(input: HTMLInputElement): Promise<string | null> {
  const file = input.files?.[0];
  input.setCustomValidity("");
  if (!file) return null;
  const { uploadFileSchema } = await import("~/lib/admin/spreadsheet-import-form");
  const checked = uploadFileSchema.safeParse({ name: file.name, size: file.size });
  const message = checked.success ? null : (checked.error.issues[0]?.message ?? "Choose another file.");
  input.setCustomValidity(message ?? "");
  return message;
}

export default function CataloguePage({ loaderData, actionData }: Route.ComponentProps) {
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const onFileChange = (event: ChangeEvent<HTMLInputElement>) =>
    void checkChosenFile(event.currentTarget).then(setFileMessage);
  const message = fileMessage;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold text-slate-900">Import &amp; export</h1>
      {loaderData.imported && !actionData && <ImportResult {...loaderData.imported} />}

      <section aria-labelledby="export-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
          Export the catalogue
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          All {loaderData.total} products, active and inactive, one row each. Edit the file and import it again below.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href="/admin/catalogue/export.xlsx"
            download
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            Download Excel (.xlsx)
          </a>
          <a
            href="/admin/catalogue/export.csv"
            download
            className={`${buttonClass} border border-slate-300 text-slate-800 hover:bg-slate-100`}
          >
            Download CSV
          </a>
        </div>
      </section>

      <section aria-labelledby="import-heading" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="import-heading" className="text-lg font-semibold text-slate-900">
          Import a spreadsheet
        </h2>
        <ImportHelp />
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="preview" />
          <div>
            <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
              Spreadsheet file (.csv or .xlsx, up to {MAX_IMPORT_BYTES / 1024 / 1024} MB)
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              required
              onChange={onFileChange}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? "import-file-message" : undefined}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="mt-1 block text-sm text-slate-800 file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-slate-50 file:px-3 file:py-2"
            />
            {message && (
              <p id="import-file-message" className="mt-1 text-sm text-red-800">
                {message}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={busy !== ""}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {busy === "preview" ? "Reading the file..." : "Preview import"}
          </button>
        </Form>
      </section>

      {actionData?.kind === "error" && (
        <section
          aria-labelledby="import-error-heading"
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
        >
          <h2 id="import-error-heading" className="text-lg font-semibold">
            {actionData.fileName ? `${actionData.fileName} was not imported` : "Nothing was imported"}
          </h2>
          <p className="mt-2 text-sm">{actionData.message}</p>
          {actionData.fileErrors && (
            <ul className="mt-2 list-disc ps-5 text-sm" data-testid="import-file-errors">
              {actionData.fileErrors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {actionData?.kind === "preview" && <ImportPreview {...actionData} busy={busy === "apply"} />}
    </div>
  );
}
