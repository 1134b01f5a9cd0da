/** The plan as the preview page shows it: counts, new brands, and the rows that matter (rejects first), each in plain words. */
import type { ImportPlan, RejectReason } from "./planner";

export const PREVIEW_ROW_LIMIT = 1000;
const TEXT_LIMIT = 80;

export interface PreviewRow {
  rowNumber: number;
  action: "create" | "update" | "reject";
  product: string;
  details: string[];
}

export interface PreviewView {
  counts: ImportPlan["counts"];
  newBrands: string[];
  rows: PreviewRow[];
  /** Rows left out of `rows` beyond the limit (unchanged rows are only counted). */
  omitted: number;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  const text = Array.isArray(value) ? value.join("; ") : String(value);
  const flat = text.replace(/\s+/g, " ");
  return flat.length > TEXT_LIMIT ? `${flat.slice(0, TEXT_LIMIT - 1)}…` : flat;
}

export function reasonText(reason: RejectReason): string {
  return reason.column ? `Column ${reason.column} (${reason.field}): ${reason.message}` : reason.message;
}

export function previewView(plan: ImportPlan, limit = PREVIEW_ROW_LIMIT): PreviewView {
  const rows: PreviewRow[] = [];
  for (const row of plan.rows) {
    if (row.action === "reject") rows.push({ rowNumber: row.rowNumber, action: "reject", product: row.label, details: row.reasons.map(reasonText) });
  }
  for (const row of plan.rows) {
    if (row.action === "create") {
      rows.push({ rowNumber: row.rowNumber, action: "create", product: `${row.values.name} · ${row.values.brand}`, details: [row.values.serialNumber ? `serial number ${row.values.serialNumber}` : "no serial number"] });
    } else if (row.action === "update") {
      const details = Object.entries(row.changes).map(([field, [before, after]]) => `${field}: ${shown(before)} → ${shown(after)}`);
      rows.push({ rowNumber: row.rowNumber, action: "update", product: `${row.name} · ${row.brand}`, details });
    }
  }
  return { counts: plan.counts, newBrands: plan.newBrands, rows: rows.slice(0, limit), omitted: Math.max(0, rows.length - limit) };
}
