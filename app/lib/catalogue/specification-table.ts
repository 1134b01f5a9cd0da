/**
 * The product page's specification table (issue 19): a product's stored rows (product_specifications, English line n
 * beside Arabic line n) as one edition shows them, grouped and ordered as the back office files their labels. On an
 * Arabic page each label and value is the Arabic where staff wrote it, else the English, flagged so the page marks it
 * lang="en" dir="ltr" (decision 134). Built in the loader, so the page's island receives only what it renders.
 */
import type { Locale } from "~/lib/i18n/locale";
import type { EditionText } from "./localized-product";
import { sortByPlace, type LabelPlace, type SpecificationGroup } from "./specification-groups";

/** A stored row's columns the pages read. */
export interface StoredSpecification {
  key: string | null;
  label: string | null;
  value: string | null;
  unit: string | null;
  labelAr: string | null;
  valueAr: string | null;
  unitAr: string | null;
  numericValue: number | null;
  unitCode: string | null;
}

/** A row with its label's place (server/catalogue/product-specifications.ts). */
export interface PlacedSpecification extends StoredSpecification {
  place: LabelPlace;
}

/** One row of the table: a label (null: a line of text across the table) and its value, with fallback flags. */
export interface SpecificationTableRow {
  label: string | null;
  value: string;
  /** Arabic page: the label or the value is the English (no Arabic written). */
  labelFallback?: true;
  valueFallback?: true;
}

export interface SpecificationTableGroup {
  group: SpecificationGroup;
  rows: SpecificationTableRow[];
}

const written = (text: string | null): text is string => text !== null && text.trim() !== "";

/** A row's label and value in an edition; null when the edition has nothing to show (an Arabic-only row in English). */
export function specificationInEdition(
  row: StoredSpecification,
  locale: Locale,
): { label: EditionText<string | null>; value: EditionText<string> } | null {
  if (locale === "en")
    return written(row.value)
      ? { label: { value: row.label, fallback: false }, value: { value: row.value, fallback: false } }
      : null;
  const value = written(row.valueAr)
    ? { value: row.valueAr, fallback: false }
    : written(row.value)
      ? { value: row.value, fallback: true }
      : null;
  if (!value) return null;
  const label = written(row.labelAr)
    ? { value: row.labelAr, fallback: false }
    : { value: row.label, fallback: row.label !== null };
  return { label, value };
}

/** The table: rows in their groups' order (SPECIFICATION_GROUPS), staff's order within a group, then line order. */
export function specificationTable(rows: readonly PlacedSpecification[], locale: Locale): SpecificationTableGroup[] {
  const places = new Map(rows.map((row) => [row.key ?? "", row.place]));
  const groups: SpecificationTableGroup[] = [];
  for (const row of sortByPlace(rows, (candidate) => candidate.key ?? "", places)) {
    const shown = specificationInEdition(row, locale);
    if (!shown) continue;
    let group = groups.at(-1);
    if (group?.group !== row.place.group) groups.push((group = { group: row.place.group, rows: [] }));
    group.rows.push({
      label: shown.label.value,
      value: shown.value.value,
      ...(shown.label.fallback ? { labelFallback: true as const } : {}),
      ...(shown.value.fallback ? { valueFallback: true as const } : {}),
    });
  }
  return groups;
}
