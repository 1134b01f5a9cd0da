/**
 * Answers of form actions in Conform's shape (`lastResult`) that no schema made, built without zod so the browser can use
 * them too (a route's clientAction answers an unreachable server with one). The schema checks are in parse-form.ts.
 */
import { parse } from "@conform-to/react";
import type { FormResult } from "./form-result";

const PLAIN_NAME = /^[A-Za-z][\w-]*$/;
/**
 * A field of a list row (the product form's specification rows: spec[0].label; the specification labels page's rows);
 * at most 10,000 rows, so a hostile index cannot make a huge array.
 */
export const LIST_ROWS_MAX = 10_000;
const LIST_FIELD = /^([A-Za-z][\w-]*)\[(\d{1,4})\]\.[A-Za-z][\w-]*$/;
const INTENT = "__intent__";
const LIST_INTENTS = new Set(["insert", "remove", "reorder"]);

const isIndex = (value: unknown): boolean =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < LIST_ROWS_MAX;

/**
 * Conform's list intent of a list button (add, remove or move a row), kept only when it is one Conform can apply to a
 * list the form posts as rows: a list named like a field, indexes below LIST_ROWS_MAX, a new row of text only. Anything
 * else (bad JSON, another intent, a name posted as a plain field, which Conform would fail to splice) is dropped.
 */
function listIntent(value: FormDataEntryValue | null, plainNames: Set<string>): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  let intent: unknown;
  try {
    intent = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof intent !== "object" || intent === null) return null;
  const { type, payload } = intent as { type?: unknown; payload?: Record<string, unknown> };
  if (typeof type !== "string" || !LIST_INTENTS.has(type) || typeof payload !== "object" || payload === null)
    return null;
  if (typeof payload.name !== "string" || !PLAIN_NAME.test(payload.name) || plainNames.has(payload.name)) return null;
  if (type === "remove" && !isIndex(payload.index)) return null;
  if (type === "reorder" && !(isIndex(payload.from) && isIndex(payload.to))) return null;
  if (type === "insert") {
    if (payload.index !== undefined && !isIndex(payload.index)) return null;
    const row = payload.defaultValue;
    if (row !== undefined && (typeof row !== "object" || row === null || Array.isArray(row))) return null;
    if (row && Object.entries(row).some(([key, text]) => !PLAIN_NAME.test(key) || typeof text !== "string"))
      return null;
  }
  return value;
}

/**
 * Only the names our forms use: plain ones, list rows' fields (spec[0].label) and a list button's intent. Conform reads
 * `a.b` and `a[3]` as paths and `__intent__` as JSON: a posted `x[999999999]` would build a huge array and a bad intent
 * would throw, so neither reaches it.
 */
export function plainFields(payload: FormData | URLSearchParams): FormData {
  const fields = new FormData();
  const plainNames = new Set([...payload.keys()].filter((name) => PLAIN_NAME.test(name)));
  for (const [name, value] of payload.entries()) {
    // A list's name posted as a plain field too would make Conform set a row on a string.
    const list = LIST_FIELD.exec(name)?.[1];
    if (plainNames.has(name) || (list !== undefined && !plainNames.has(list))) fields.append(name, value);
  }
  const intent = listIntent(payload.get(INTENT), plainNames);
  if (intent !== null) fields.set(INTENT, intent);
  return fields;
}

/**
 * A refusal that is not about one field (a bot check, the rate limit, a conflict, an unreachable server), or about fields
 * a service checked (a name that is taken): the message and field errors, with what was typed so the form shows it again.
 */
export function formFailure(
  formData: FormData | URLSearchParams,
  message: string | undefined,
  options: { fieldErrors?: Record<string, string[]>; hideFields?: string[] } = {},
): FormResult {
  const error = { ...options.fieldErrors, ...(message ? { "": [message] } : {}) };
  return parse(plainFields(formData), { resolve: () => ({ error }) }).reply({ hideFields: options.hideFields });
}
