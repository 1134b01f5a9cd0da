/**
 * The back office's specification rows (issue 19): the product form edits a product's `specifications` and
 * `specifications_ar` texts as rows, each with the English label, value and unit beside the Arabic ones (Arabic line n is
 * the translation of English line n, decision 151). Text → rows here for the editor, rows → text for the save, with the
 * parser's own functions, so a product opened and saved unchanged keeps its texts line for line.
 */
import {
  composeSpecificationValue,
  formatSpecificationLine,
  parseSpecifications,
  splitSpecificationValue,
  type SpecificationLine,
} from "~/lib/catalogue/specifications";

/** The form's list field: rows post as spec[0].label, spec[0].amount, … (Conform's list names). */
export const SPECIFICATION_LIST = "spec";

/** One row as the editor's inputs hold it: text, "" where nothing is written. */
export interface SpecificationEditorRow {
  label: string;
  amount: string;
  unit: string;
  labelAr: string;
  amountAr: string;
  unitAr: string;
}

export const SPECIFICATION_ROW_FIELDS = [
  "label",
  "amount",
  "unit",
  "labelAr",
  "amountAr",
  "unitAr",
] as const satisfies ReadonlyArray<keyof SpecificationEditorRow>;

export const BLANK_SPECIFICATION_ROW: SpecificationEditorRow = {
  label: "",
  amount: "",
  unit: "",
  labelAr: "",
  amountAr: "",
  unitAr: "",
};

/** Empty rows the editor shows below the product's, so a row can be typed without JavaScript or an "Add row" first. */
export const SPECIFICATION_BLANK_ROWS = 2;

/** A line's label, amount and unit; the unit is split off only when amount + unit gives back the value exactly. */
function cellsOf(line: SpecificationLine | undefined): { label: string; amount: string; unit: string } {
  if (!line) return { label: "", amount: "", unit: "" };
  const { amount, unit } = splitSpecificationValue(line);
  // "1,100W" would come back as "1,100 W": such a value stays whole in the amount, so the text is saved as written.
  const exact = composeSpecificationValue(amount, unit) === line.value;
  return { label: line.label ?? "", amount: exact ? amount : line.value, unit: exact ? unit : "" };
}

/** The stored texts as the editor's rows, English line n beside Arabic line n. */
export function specificationEditorRows(
  english: string | null | undefined,
  arabic: string | null | undefined,
): SpecificationEditorRow[] {
  const en = parseSpecifications(english);
  const ar = parseSpecifications(arabic);
  return Array.from({ length: Math.max(en.length, ar.length) }, (_, index) => {
    const english = cellsOf(en[index]);
    const arabic = cellsOf(ar[index]);
    return { ...english, labelAr: arabic.label, amountAr: arabic.amount, unitAr: arabic.unit };
  });
}

/** One language's line of a row: "Label: value unit", the value alone for a text row, null when nothing is written. */
export function specificationLineOf(label: string, amount: string, unit: string): string | null {
  const value = composeSpecificationValue(amount, unit);
  const trimmedLabel = label.trim();
  if (value === "" && trimmedLabel === "") return null;
  return formatSpecificationLine({ label: trimmedLabel || null, value });
}

/** What the rows write: the English lines and the Arabic lines, each in the rows' order, rows without one skipped. */
export function specificationLinesOf(rows: readonly SpecificationEditorRow[]): { english: string[]; arabic: string[] } {
  const english: string[] = [];
  const arabic: string[] = [];
  for (const row of rows) {
    const en = specificationLineOf(row.label, row.amount, row.unit);
    const ar = specificationLineOf(row.labelAr, row.amountAr, row.unitAr);
    if (en !== null) english.push(en);
    if (ar !== null) arabic.push(ar);
  }
  return { english, arabic };
}
