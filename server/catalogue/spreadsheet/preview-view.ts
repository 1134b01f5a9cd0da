/** The plan as the preview page shows it: counts, new brands, and the rows that matter (rejects first), each in plain words. */
import type { ImportPlan, RejectReason } from "./planner";
import { ECHO_CHARS, clip } from "./cell-rules";
import type { PreviewRow, PreviewView } from "~/lib/admin/spreadsheet-preview";
import { columnHeader, type SpreadsheetColumn } from "~/lib/admin/spreadsheet-columns";

export type { PreviewRow, PreviewView };

export const PREVIEW_ROW_LIMIT = 1000;
const NEW_BRANDS_LIMIT = 100;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  return clip(Array.isArray(value) ? value.join("; ") : String(value));
}

/** What the page and the command line call a product: name and brand, each cut short (the file's text is echoed). */
const productLabel = (name: string, brand: string) => `${clip(name)} · ${clip(brand)}`;

export function reasonText(reason: RejectReason): string {
  return reason.column && reason.field
    ? `Column ${reason.column} (${columnHeader(reason.field)}): ${reason.message}`
    : reason.message;
}

export function previewView(plan: ImportPlan, limit = PREVIEW_ROW_LIMIT): PreviewView {
  const rows: PreviewRow[] = [];
  for (const row of plan.rows) {
    if (row.action === "reject")
      rows.push({
        rowNumber: row.rowNumber,
        action: "reject",
        product: clip(row.label, 2 * ECHO_CHARS + 3),
        details: row.reasons.map(reasonText),
      });
  }
  for (const row of plan.rows) {
    if (row.action === "create") {
      rows.push({
        rowNumber: row.rowNumber,
        action: "create",
        product: productLabel(row.values.name, row.values.brand),
        details: [row.values.serialNumber ? `serial number ${clip(row.values.serialNumber)}` : "no serial number"],
      });
    } else if (row.action === "update") {
      const details = Object.entries(row.changes).map(
        ([field, [before, after]]) => `${columnHeader(field as SpreadsheetColumn)}: ${shown(before)} → ${shown(after)}`,
      );
      rows.push({ rowNumber: row.rowNumber, action: "update", product: productLabel(row.name, row.brand), details });
    }
  }
  const newBrands = plan.newBrands.slice(0, NEW_BRANDS_LIMIT).map((brand) => clip(brand));
  if (plan.newBrands.length > NEW_BRANDS_LIMIT)
    newBrands.push(`and ${(plan.newBrands.length - NEW_BRANDS_LIMIT).toLocaleString("en-US")} more`);
  return { counts: plan.counts, newBrands, rows: rows.slice(0, limit), omitted: Math.max(0, rows.length - limit) };
}
