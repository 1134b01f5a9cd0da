/**
 * The comparison's table (issue 19): one row per specification label present in any of the products, grouped as the
 * back office groups labels, each cell the product's value as written in the edition or nothing ("—"), and whether the
 * row's values differ. Pure: the page and GET /api/compare build it here from the stored specification rows
 * (server/catalogue/specification-rows.ts) and the labels' places (server/catalogue/specification-labels.ts).
 */
import { SPECIFICATION_GROUPS, type SpecificationGroup } from "~/lib/catalogue/specification-groups";
import type { EditionText } from "~/lib/catalogue/localized-product";
import type { Locale } from "~/lib/i18n/locale";
import { SPECIFICATION_GROUP_NAMES } from "~/content/specifications";
import { COMPARE_TEXT } from "~/content/compare";

/** A stored specification row (product_specifications) as comparison reads it, in its product's line order. */
export interface ComparedSpecification {
  key: string | null;
  label: string | null;
  value: string | null;
  labelAr: string | null;
  valueAr: string | null;
  numericValue: number | null;
  unitCode: string | null;
}

export interface ComparisonRow {
  /** The specification's key ("working width"); null for the row of each product's unlabelled text lines. */
  key: string | null;
  label: EditionText;
  /** Whether the products' values differ; null for the text lines, which are not compared. */
  differs: boolean | null;
  /** One per product, in the products' order; null: the product does not state it ("—"). */
  cells: Array<EditionText | null>;
}

export interface ComparisonGroup {
  id: SpecificationGroup;
  name: string;
  rows: ComparisonRow[];
}

/** A product in a comparison: what its column's head shows (GET /api/compare's `products`). */
export interface ComparedProduct {
  id: string;
  /** In the edition; on an Arabic page the English where no Arabic name is written (`fallback`). */
  name: EditionText;
  brand: string;
  /** The stored English values (the page names them in its edition). */
  category: string;
  subcategory: string | null;
  /** The stored image URL, null when the product has none. */
  image: string | null;
  code: string | null;
  /** The product page in the edition: "/products/…" or "/ar/products/…". */
  url: string;
}

/** A product offered to compare with the one chosen (the page, when fewer than two are chosen). */
export interface CompareSuggestion {
  id: string;
  name: EditionText;
  brand: string;
  code: string | null;
}

/** A comparison as the page and the API read it. */
export interface Comparison {
  products: ComparedProduct[];
  groups: ComparisonGroup[];
  /** Asked-for ids that name no active product (unknown, deleted or withdrawn), dropped. */
  unavailable: string[];
}

function written(text: string | null | undefined): text is string {
  return typeof text === "string" && text.trim() !== "";
}

/** Whether a row exists in the edition: English pages show the English lines; Arabic pages either language's. */
function shownIn(row: ComparedSpecification, locale: Locale): boolean {
  return locale === "en" ? written(row.label) || (row.key === null && written(row.value)) : true;
}

/**
 * The keys present in any product, in order of first appearance (the first product's lines, then what the second adds,
 * and so on): the order for labels staff have not placed (sortByPlace keeps it among equals).
 */
export function specificationKeysInOrder(
  columns: ReadonlyArray<readonly ComparedSpecification[]>,
  locale: Locale,
): string[] {
  const keys: string[] = [];
  for (const rows of columns)
    for (const row of rows) if (row.key && shownIn(row, locale) && !keys.includes(row.key)) keys.push(row.key);
  return keys;
}

/** The label in the edition: the Arabic where any product's row writes it, else the English, marked as a fallback. */
function labelOf(rows: readonly ComparedSpecification[], locale: Locale): EditionText {
  const arabic = locale === "ar" ? rows.find((row) => written(row.labelAr) && written(row.valueAr)) : undefined;
  if (arabic) return { value: arabic.labelAr!.trim(), fallback: false };
  const english = rows.find((row) => written(row.label));
  if (english) return { value: english.label!.trim(), fallback: locale === "ar" };
  return { value: rows.find((row) => written(row.labelAr))?.labelAr?.trim() ?? "", fallback: false };
}

/** A product's value in the edition: the Arabic where its row writes it (label and value), else the English. */
function valueOf(row: ComparedSpecification, locale: Locale): EditionText | null {
  if (locale === "ar" && written(row.valueAr) && (row.key === null || written(row.labelAr)))
    return { value: row.valueAr.trim(), fallback: false };
  if (written(row.value)) return { value: row.value.trim(), fallback: locale === "ar" };
  return written(row.valueAr) ? { value: row.valueAr.trim(), fallback: false } : null;
}

/** Several rows of one key in a product (a label written twice) are shown together. */
function joined(values: Array<EditionText | null>, separator: string): EditionText | null {
  const present = values.filter((value): value is EditionText => value !== null);
  if (present.length === 0) return null;
  return { value: present.map((value) => value.value).join(separator), fallback: present.some((v) => v.fallback) };
}

/** Text as compared: case, spacing and compatibility forms do not make values differ. */
function normalised(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * What is compared of one product's rows of a key: the number and its unit's code when the value is one measured
 * number ("2,500 m²/h" and "2500 m²/h" are the same), else the text of the English (else the Arabic) value, so a row
 * differs or not alike in both editions. A product without the row compares as missing, which differs from any value.
 */
function comparable(rows: readonly ComparedSpecification[]): string {
  if (rows.length === 0) return "missing";
  const [only] = rows;
  if (rows.length === 1 && only && only.numericValue !== null && Number.isFinite(only.numericValue))
    return `number:${only.numericValue}:${only.unitCode ?? ""}`;
  return `text:${rows.map((row) => normalised(row.value ?? row.valueAr ?? "")).join("\n")}`;
}

export interface ComparisonInput {
  /** Each product's stored rows, in the products' order. */
  columns: ReadonlyArray<readonly ComparedSpecification[]>;
  /** specificationKeysInOrder's keys sorted by their places (groups, then staff's order: sortByPlace). */
  keys: readonly string[];
  /** The group a key is filed under (staff's choice, else its default). */
  groupOf: (key: string) => SpecificationGroup;
  locale: Locale;
}

export function buildComparisonGroups({ columns, keys, groupOf, locale }: ComparisonInput): ComparisonGroup[] {
  const text = COMPARE_TEXT[locale];
  const byGroup = new Map<SpecificationGroup, ComparisonRow[]>();
  const add = (group: SpecificationGroup, row: ComparisonRow) =>
    byGroup.set(group, [...(byGroup.get(group) ?? []), row]);

  for (const key of keys) {
    const perProduct = columns.map((rows) => rows.filter((row) => row.key === key && shownIn(row, locale)));
    if (perProduct.every((rows) => rows.length === 0)) continue;
    const signatures = new Set(perProduct.map(comparable));
    add(groupOf(key), {
      key,
      label: labelOf(perProduct.flat(), locale),
      differs: signatures.size > 1,
      cells: perProduct.map((rows) =>
        joined(
          rows.map((row) => valueOf(row, locale)),
          text.valueSeparator,
        ),
      ),
    });
  }

  // Lines without a label ("Includes two pads") say something but cannot be lined up: one row, last, not compared.
  const notes = columns.map((rows) =>
    joined(
      rows.filter((row) => row.key === null && shownIn(row, locale)).map((row) => valueOf(row, locale)),
      text.notesSeparator,
    ),
  );
  if (notes.some((cell) => cell !== null))
    add("general", { key: null, label: { value: text.notes, fallback: false }, differs: null, cells: notes });

  const names = SPECIFICATION_GROUP_NAMES[locale];
  return SPECIFICATION_GROUPS.filter((group) => byGroup.has(group)).map((group) => ({
    id: group,
    name: names[group],
    rows: byGroup.get(group)!,
  }));
}

/** The rows "Show only differences" keeps: those that differ, and the text lines, which are never compared. */
export function rowsShown(group: ComparisonGroup, differencesOnly: boolean): ComparisonRow[] {
  return differencesOnly ? group.rows.filter((row) => row.differs !== false) : group.rows;
}
