/**
 * What an inquiry form's action answers, shared by the server action, the route's clientAction (submit-or-keep.ts) and
 * the form components. Free of zod and of server code, so it can sit in any page's bundle.
 */
import { formFailure } from "./form-reply";
import type { FormResult } from "./form-result";

/** The hidden fields of every form: the signed fill-time token and the honeypot people never see. */
export const FORM_TOKEN_FIELD = "formToken";
export const HONEYPOT_FIELD = "website";

/** `result` is Conform's lastResult: field errors and what was typed, or a reset after success. */
export type SubmissionResult =
  | { ok: true; reference: string; formToken: string; result: FormResult; privateUrl?: string }
  | { ok: false; message: string; formToken: string; result: FormResult };

/** A refusal with everything typed (but not the hidden fields, which the page renders from `formToken`). */
export function refusal(formData: FormData, message: string, formToken: string): SubmissionResult {
  return {
    ok: false,
    message,
    formToken,
    result: formFailure(formData, undefined, { hideFields: [FORM_TOKEN_FIELD, HONEYPOT_FIELD] }),
  };
}
