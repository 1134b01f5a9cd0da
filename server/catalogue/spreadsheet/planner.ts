/**
 * The import plan: for each file row, create, update (with the changed fields), unchanged, or reject (with reasons).
 * Matching: by serial number; a serial number not in the catalogue, or none, matches by name and brand (case-insensitive),
 * a row with a serial number only a product without one. Pure: the caller loads the catalogue and applies the plan.
 */
import type { SpreadsheetColumn } from "~/lib/admin/spreadsheet-columns";
import { canonicalValue, type ExistingProduct, type RowValues } from "./product-values";
import type { CellError, ParsedRow } from "./sheet-rows";
import { clip } from "./cell-rules";

export type FieldChange = [before: unknown, after: unknown];

export type RowPlan =
  | { rowNumber: number; action: "create"; values: RowValues }
  | {
      rowNumber: number;
      action: "update";
      productId: string;
      name: string;
      brand: string;
      changes: Partial<Record<SpreadsheetColumn, FieldChange>>;
    }
  | { rowNumber: number; action: "unchanged"; productId: string; name: string; brand: string }
  | { rowNumber: number; action: "reject"; label: string; reasons: RejectReason[] };

export interface RejectReason {
  /** Column letter and field when one cell is at fault. */
  column?: string;
  field?: SpreadsheetColumn;
  message: string;
}

export interface ImportPlan {
  rows: RowPlan[];
  counts: Record<RowPlan["action"], number>;
  /** Brands the import adds to the brands table (first spelling in the file). */
  newBrands: string[];
}

const key = (value: string) => value.trim().toLowerCase();
const nameBrandKey = (name: string, brand: string) => `${key(name)}\u0000${key(brand)}`;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const itemKey = keyOf(item);
    if (itemKey === null) continue;
    const group = groups.get(itemKey);
    if (group) group.push(item);
    else groups.set(itemKey, [item]);
  }
  return groups;
}

/** At most five row numbers: 50,000 rows sharing a serial number must not each list all the others. */
const rowList = (rows: readonly number[]) => {
  if (rows.length === 1) return `row ${rows[0]}`;
  const listed = rows.slice(0, 5).join(", ");
  return rows.length > 5 ? `rows ${listed} and ${(rows.length - 5).toLocaleString("en-US")} more` : `rows ${listed}`;
};

export function planImport(
  parsedRows: readonly ParsedRow[],
  existing: readonly ExistingProduct[],
  brandNames: readonly string[],
): ImportPlan {
  const bySerial = groupBy(existing, (product) => (product.serialNumber?.trim() ? key(product.serialNumber) : null));
  const byNameBrand = groupBy(existing, (product) => nameBrandKey(product.name, product.brand));
  const reasons = new Map<number, RejectReason[]>();
  const reject = (rowNumber: number, reason: RejectReason) =>
    reasons.set(rowNumber, [...(reasons.get(rowNumber) ?? []), reason]);

  const valid: { rowNumber: number; values: RowValues; match: ExistingProduct | null }[] = [];
  for (const row of parsedRows) {
    if ("errors" in row) {
      for (const error of row.errors) reject(row.rowNumber, cellReason(error));
      continue;
    }
    const found = findMatch(row.values, bySerial, byNameBrand);
    if ("ambiguous" in found) reject(row.rowNumber, { message: found.ambiguous });
    else valid.push({ rowNumber: row.rowNumber, values: row.values, match: found.match });
  }

  // The same product twice in one file: neither row is taken, both are named.
  const duplicates: [
    SpreadsheetColumn | undefined,
    (row: (typeof valid)[number]) => string | null,
    (rows: number[]) => string,
  ][] = [
    [
      "serialNumber",
      (row) => (row.values.serialNumber ? key(row.values.serialNumber) : null),
      (rows) => `The same serial number is in ${rowList(rows)}.`,
    ],
    [undefined, (row) => row.match?.id ?? null, (rows) => `${rowList(rows)} all match the same catalogue product.`],
    [
      undefined,
      (row) => (row.match || row.values.serialNumber ? null : nameBrandKey(row.values.name, row.values.brand)),
      (rows) => `The same name and brand without a serial number is in ${rowList(rows)}.`,
    ],
  ];
  for (const [field, keyOf, message] of duplicates) {
    for (const group of groupBy(valid, keyOf).values()) {
      if (group.length < 2) continue;
      const rows = group.map((row) => row.rowNumber);
      for (const row of group) reject(row.rowNumber, { ...(field ? { field } : {}), message: message(rows) });
    }
  }

  const validByRow = new Map(valid.map((row) => [row.rowNumber, row]));
  const knownBrands = new Set(brandNames.map(key));
  const newBrands = new Map<string, string>();
  const plans: RowPlan[] = [];
  for (const row of parsedRows) {
    const rowReasons = reasons.get(row.rowNumber);
    if (rowReasons) {
      const label = "errors" in row ? (row.label ?? "") : `${clip(row.values.name)} · ${clip(row.values.brand)}`;
      plans.push({ rowNumber: row.rowNumber, action: "reject", label, reasons: dedupe(rowReasons) });
      continue;
    }
    const { values, match } = validByRow.get(row.rowNumber)!;
    const plan = planRow(row.rowNumber, values, match);
    if (
      (plan.action === "create" || (plan.action === "update" && plan.changes.brand)) &&
      !knownBrands.has(key(values.brand))
    ) {
      if (!newBrands.has(key(values.brand))) newBrands.set(key(values.brand), values.brand);
    }
    plans.push(plan);
  }
  const counts = { create: 0, update: 0, unchanged: 0, reject: 0 };
  for (const plan of plans) counts[plan.action] += 1;
  return { rows: plans, counts, newBrands: [...newBrands.values()] };
}

function cellReason(error: CellError): RejectReason {
  return { column: error.column, field: error.field, message: error.message };
}

function dedupe(list: RejectReason[]): RejectReason[] {
  const seen = new Set<string>();
  return list.filter((reason) => !seen.has(reason.message) && seen.add(reason.message));
}

function findMatch(
  values: RowValues,
  bySerial: Map<string, ExistingProduct[]>,
  byNameBrand: Map<string, ExistingProduct[]>,
): { match: ExistingProduct | null } | { ambiguous: string } {
  const serial = values.serialNumber ? key(values.serialNumber) : null;
  if (serial) {
    const sameSerial = bySerial.get(serial) ?? [];
    if (sameSerial.length > 1)
      return {
        ambiguous: `Serial number ${clip(values.serialNumber ?? "")} belongs to ${sameSerial.length} catalogue products; correct them first.`,
      };
    if (sameSerial.length === 1) return { match: sameSerial[0]! };
  }
  let candidates = byNameBrand.get(nameBrandKey(values.name, values.brand)) ?? [];
  // A new serial number is a new product unless the same-named product has none yet.
  if (serial) candidates = candidates.filter((product) => !product.serialNumber?.trim());
  if (candidates.length > 1) {
    return {
      ambiguous: `${candidates.length} catalogue products are named "${clip(values.name)}" by ${clip(values.brand)}; add their serial numbers to tell them apart.`,
    };
  }
  return { match: candidates[0] ?? null };
}

function planRow(rowNumber: number, values: RowValues, match: ExistingProduct | null): RowPlan {
  if (!match) return { rowNumber, action: "create", values };
  const changes: Partial<Record<SpreadsheetColumn, FieldChange>> = {};
  for (const field of Object.keys(values) as SpreadsheetColumn[]) {
    const before = canonicalValue(field, match);
    const after = values[field] ?? null;
    if (JSON.stringify(before) !== JSON.stringify(after)) changes[field] = [match[field] ?? null, after];
  }
  const target = { rowNumber, productId: match.id, name: values.name, brand: values.brand };
  return Object.keys(changes).length > 0
    ? { ...target, action: "update", changes }
    : { ...target, action: "unchanged" };
}
