/**
 * The product form's specification rows (issue 19), checked in the browser and by the action with the same rules:
 * each cell is one line of text; a label is at most 60 characters and has no colon (the line puts one after it); a
 * label or a unit needs a value; a line (label, value and unit) is at most 300 characters and each language at most 100
 * lines, the limits of the `specifications` texts the rows become (product-schema.ts). Because Arabic line n is the
 * translation of English line n, a row with Arabic but no English may only follow every row with English, and a row
 * without Arabic may only follow every row with Arabic: the texts cannot say "no line here".
 */
import { z } from "zod";
import { SPECIFICATION_LABEL_MAX } from "~/lib/catalogue/specifications";
import {
  BLANK_SPECIFICATION_ROW,
  SPECIFICATION_ROW_FIELDS,
  specificationLineOf,
  specificationLinesOf,
  type SpecificationEditorRow,
} from "./specification-editor";

/** The `specifications` texts' limits (product-schema.ts), which the rows' lines obey. */
export const SPECIFICATION_MAX_LINES = 100;
export const SPECIFICATION_LINE_MAX = 300;

const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;

export const SPECIFICATION_ROW_MESSAGES = {
  notText: "Must be text",
  notAllowed: "Contains characters that are not allowed",
  labelTooLong: `A label is at most ${SPECIFICATION_LABEL_MAX} characters`,
  labelColon: "Leave out the colon: the page puts one between the label and the value",
  valueRequired: "Enter the value",
  lineTooLong: (length: number) =>
    `This row's line is ${length} characters (label, value and unit); at most ${SPECIFICATION_LINE_MAX}`,
  tooManyLines: (language: string) => `At most ${SPECIFICATION_MAX_LINES} ${language} specification lines`,
  englishMissing: "Write this row's English too: a row with only Arabic must come after every row with English",
  arabicMissing: "Write this row's Arabic too: a row without Arabic must come after every row with Arabic",
} as const;

const cell = z
  .union([z.string(), z.undefined()], { error: SPECIFICATION_ROW_MESSAGES.notText })
  .transform((value) => value ?? "");

const rowSchema = z
  .union([
    z.object(Object.fromEntries(SPECIFICATION_ROW_FIELDS.map((field) => [field, cell]))),
    z.null(),
    z.undefined(),
  ])
  .transform((row) => ({ ...BLANK_SPECIFICATION_ROW, ...(row as Partial<SpecificationEditorRow> | null) }));

type RowIssue = { path: [number, keyof SpecificationEditorRow]; message: string };

/** Checks one language's cells of a row; whether that language has a line in the row. */
function checkLanguage(
  row: SpecificationEditorRow,
  index: number,
  [labelField, amountField, unitField]: readonly [
    keyof SpecificationEditorRow,
    keyof SpecificationEditorRow,
    keyof SpecificationEditorRow,
  ],
  issues: RowIssue[],
): boolean {
  for (const field of [labelField, amountField, unitField])
    if (CONTROL_CHARS.test(row[field]))
      issues.push({ path: [index, field], message: SPECIFICATION_ROW_MESSAGES.notAllowed });
  const label = row[labelField].trim();
  if (label.length > SPECIFICATION_LABEL_MAX)
    issues.push({ path: [index, labelField], message: SPECIFICATION_ROW_MESSAGES.labelTooLong });
  else if (label.includes(":"))
    issues.push({ path: [index, labelField], message: SPECIFICATION_ROW_MESSAGES.labelColon });
  const line = specificationLineOf(row[labelField], row[amountField], row[unitField]);
  // A label or a unit without a value would make a line that reads as something else.
  if ((label !== "" || row[unitField].trim() !== "") && row[amountField].trim() === "")
    issues.push({ path: [index, amountField], message: SPECIFICATION_ROW_MESSAGES.valueRequired });
  else if (line !== null && line.length > SPECIFICATION_LINE_MAX)
    issues.push({ path: [index, amountField], message: SPECIFICATION_ROW_MESSAGES.lineTooLong(line.length) });
  return line !== null;
}

/**
 * The posted rows (Conform's list: an array, holes for skipped indexes, absent for none) → the English and Arabic lines
 * the product's texts are made of; blank rows are skipped.
 */
export function specificationRowsField() {
  return z
    .array(rowSchema, { error: SPECIFICATION_ROW_MESSAGES.notText })
    .optional()
    .transform((rows) => rows ?? [])
    .superRefine((rows, context) => {
      const issues: RowIssue[] = [];
      const written = rows.map((row, index) => ({
        english: checkLanguage(row, index, ["label", "amount", "unit"], issues),
        arabic: checkLanguage(row, index, ["labelAr", "amountAr", "unitAr"], issues),
      }));
      const lastEnglish = written.findLastIndex((row) => row.english);
      const lastArabic = written.findLastIndex((row) => row.arabic);
      written.forEach((row, index) => {
        if (row.arabic && !row.english && index < lastEnglish)
          issues.push({ path: [index, "amount"], message: SPECIFICATION_ROW_MESSAGES.englishMissing });
        if (row.english && !row.arabic && index < lastArabic)
          issues.push({ path: [index, "amountAr"], message: SPECIFICATION_ROW_MESSAGES.arabicMissing });
      });
      for (const issue of issues) context.addIssue({ code: "custom", ...issue });
      const lines = specificationLinesOf(rows);
      if (lines.english.length > SPECIFICATION_MAX_LINES)
        context.addIssue({ code: "custom", message: SPECIFICATION_ROW_MESSAGES.tooManyLines("English") });
      if (lines.arabic.length > SPECIFICATION_MAX_LINES)
        context.addIssue({ code: "custom", message: SPECIFICATION_ROW_MESSAGES.tooManyLines("Arabic") });
    })
    .transform((rows) => {
      const lines = specificationLinesOf(rows);
      // No Arabic line: no Arabic specifications (null), and the Arabic pages show the English (decision 134).
      return { specifications: lines.english, specificationsAr: lines.arabic.length > 0 ? lines.arabic : null };
    });
}
