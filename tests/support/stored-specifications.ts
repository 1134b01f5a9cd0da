/** The rows server/catalogue/specification-rows.ts stores for a product's two specification texts, as the pages read them. */
import { specificationRows } from "~/lib/catalogue/specifications";
import type { StoredSpecification } from "~/lib/catalogue/specification-table";

export function storedSpecifications(english: string, arabic: string | null = null): StoredSpecification[] {
  return specificationRows(english, arabic).map((row) => ({
    key: row.key,
    label: row.en?.label ?? null,
    value: row.en?.value ?? null,
    unit: row.en?.unit ?? null,
    labelAr: row.ar?.label ?? null,
    valueAr: row.ar?.value ?? null,
    unitAr: row.ar?.unit ?? null,
    numericValue: row.number,
    unitCode: row.unitCode,
  }));
}
