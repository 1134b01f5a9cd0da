/**
 * Answers of form actions in Conform's shape (`lastResult`) that no schema made, built without zod so the browser can use
 * them too (a route's clientAction answers an unreachable server with one). The schema checks are in parse-form.ts.
 */
import { parse } from "@conform-to/react";
import type { FormResult } from "./form-result";

/**
 * Only plain field names, which are all our forms have. Conform reads `a.b` and `a[3]` as paths and `__intent__` as
 * JSON: a posted `x[999999999]` would build a huge array and a bad intent would throw, so neither reaches it.
 */
export function plainFields(payload: FormData | URLSearchParams): FormData {
  const fields = new FormData();
  for (const [name, value] of payload.entries()) if (/^[A-Za-z][\w-]*$/.test(name)) fields.append(name, value);
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
