/**
 * The "Paste a list" flow on the server (issue 17): Find Products reads the box and/or the file and matches each line
 * (match-lines.ts); Add to Quote List checks each line's choice against what the preview offered and adds exactly the
 * chosen lines, all or nothing (addToQuoteList). The route only reads the form and answers.
 */
import { QUOTE_LIST_PASTE_MESSAGES, QUOTE_LIST_PASTE_TEXT } from "~/content/quote-list-paste";
import { QUOTE_LIST_MESSAGES } from "~/content/quote-list-messages";
import type { Locale } from "~/lib/i18n/locale";
import { PASTE_MAX_LINES } from "~/lib/quote-list/limits";
import { parsePastedText, readQuantity, type PastedLine } from "~/lib/quote-list/parse-pasted-lines";
import {
  PASTE_FIELDS,
  SKIP_CHOICE,
  pastedTextSchema,
  previewSchema,
  type PasteResult,
  type PreviewLine,
} from "~/lib/quote-list/paste-schema";
import type { Db } from "~server/db/client";
import { matchLines } from "./match-lines";
import { readPastedFile } from "./read-pasted-file";
import { addToQuoteList, type QuoteListItem } from "./quote-list-store";

function uploadedFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}

/**
 * Find Products: the pasted lines, then the file's; a preview of every line, or the box again with a message (in the
 * page's edition).
 */
export async function findPastedLines(db: Db, form: FormData, locale: Locale): Promise<PasteResult> {
  const messages = QUOTE_LIST_PASTE_MESSAGES[locale];
  const rawText = form.get(PASTE_FIELDS.lines);
  const text = typeof rawText === "string" ? rawText : "";
  const file = uploadedFile(form.get(PASTE_FIELDS.file));
  const checkedText = pastedTextSchema.safeParse(text);
  if (!checkedText.success) return { text: text.slice(0, 200), formError: messages.tooManyChars };
  const lines: PastedLine[] = [];
  if (text.trim() !== "") {
    const pasted = parsePastedText(text);
    if (!pasted.ok) return { text, formError: messages[pasted.problem] };
    lines.push(...pasted.lines);
  }
  if (file) {
    const read = await readPastedFile(new Uint8Array(await file.arrayBuffer()));
    if (!read.ok) return { text, formError: messages[read.problem === "file" ? read.reason : read.problem] };
    lines.push(...read.lines);
  }
  if (lines.length === 0) return { text, formError: messages.empty };
  if (lines.length > PASTE_MAX_LINES) return { text, formError: messages.tooManyLines };
  const preview = (await matchLines(db, lines)).map(toPreviewLine);
  const lineErrors: Record<number, string> = {};
  preview.forEach((line, index) => {
    if (line.problem) lineErrors[index] = messages[line.problem];
  });
  return { text, preview, lineErrors };
}

function toPreviewLine(line: Awaited<ReturnType<typeof matchLines>>[number]): PreviewLine {
  const base = {
    lineNumber: line.lineNumber,
    source: line.source,
    text: line.text,
    quantity: line.quantity,
    ...(line.problem ? { problem: line.problem } : {}),
  };
  switch (line.status) {
    case "found":
      return { ...base, status: "found", product: line.product };
    case "ambiguous":
      return { ...base, status: "ambiguous", candidates: line.candidates, more: line.more };
    default:
      return { ...base, status: line.status };
  }
}

export type ConfirmOutcome = { ok: true; added: number } | { ok: false; result: PasteResult };

/**
 * Add to Quote List: the preview comes back with the form; each found line's product and each ambiguous line's choice
 * must be one the preview offered, each quantity a whole number within the limits. Any refusal returns the preview with
 * messages and nothing added; otherwise the chosen lines go in at once. `listFor` creates the list only when needed.
 */
export async function confirmPastedLines(
  db: Db,
  form: FormData,
  listFor: () => Promise<string>,
  locale: Locale,
): Promise<ConfirmOutcome> {
  const messages = QUOTE_LIST_PASTE_MESSAGES[locale];
  let preview: PreviewLine[];
  try {
    const parsed = previewSchema.safeParse(JSON.parse(String(form.get(PASTE_FIELDS.preview) ?? "")));
    if (!parsed.success) return { ok: false, result: { formError: messages.stale } };
    preview = parsed.data;
  } catch {
    return { ok: false, result: { formError: messages.stale } };
  }
  const items: QuoteListItem[] = [];
  const lineErrors: Record<number, string> = {};
  const choices: Record<number, string> = {};
  const quantities: Record<number, string> = {};
  preview.forEach((line, index) => {
    if (line.status !== "found" && line.status !== "ambiguous") return;
    const choice = String(form.get(PASTE_FIELDS.product(index)) ?? SKIP_CHOICE);
    const quantityText = String(form.get(PASTE_FIELDS.quantity(index)) ?? "");
    choices[index] = choice;
    quantities[index] = quantityText;
    if (choice === SKIP_CHOICE) return;
    const offered = line.status === "found" ? [line.product] : line.candidates;
    if (!offered.some((product) => product.id === choice)) {
      lineErrors[index] = messages.choose;
      return;
    }
    const quantity = readQuantity(quantityText);
    if (quantity === null || quantityText.trim() === "") {
      lineErrors[index] = messages.quantity;
      return;
    }
    items.push({ productId: choice, quantity });
  });
  const again = (formError?: string): ConfirmOutcome => ({
    ok: false,
    result: { preview, lineErrors, choices, quantities, ...(formError ? { formError } : {}) },
  });
  if (Object.keys(lineErrors).length > 0) return again();
  if (items.length === 0) return again(QUOTE_LIST_PASTE_TEXT[locale].nothingToAdd);
  const added = await addToQuoteList(db, await listFor(), items);
  if (!added.ok) return again(QUOTE_LIST_MESSAGES[locale][added.code]);
  return { ok: true, added: new Set(items.map((item) => item.productId)).size };
}
