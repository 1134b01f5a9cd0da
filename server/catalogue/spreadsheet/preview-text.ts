/** The import preview as plain text lines for the command line: counts, new brands, then each listed row. */
import type { ImportPlan } from "./planner";
import { previewView } from "./preview-view";

export function previewLines(plan: ImportPlan, limit = 200): string[] {
  const view = previewView(plan, limit);
  const { create, update, unchanged, reject } = view.counts;
  const lines = [`${create} to create, ${update} to update, ${unchanged} unchanged, ${reject} rejected.`];
  if (view.newBrands.length > 0) lines.push(`New brands: ${view.newBrands.join(", ")}`);
  for (const row of view.rows) {
    const label = row.action === "reject" ? "REJECTED" : row.action === "create" ? "create  " : "update  ";
    lines.push(`Row ${row.rowNumber}: ${label} ${row.product}`.trimEnd());
    for (const detail of row.details) lines.push(`    ${detail}`);
  }
  if (view.omitted > 0) lines.push(`… and ${view.omitted} more rows.`);
  return lines;
}
