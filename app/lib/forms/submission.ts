/**
 * What an inquiry form's action answers, shared by the server action, the route's clientAction and the form components.
 * Free of zod and of server code, so it can sit in any page's bundle.
 */
import { formFailure } from "./form-reply";
import type { FormResult } from "./form-result";

/** The hidden fields of every form: the signed fill-time token and the honeypot people never see. */
export const FORM_TOKEN_FIELD = "formToken";
export const HONEYPOT_FIELD = "website";

/** `result` is Conform's lastResult: field errors and what was typed, or a reset after success. */
export type SubmissionResult =
  | { ok: true; reference: string; formToken: string; result: FormResult }
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

/**
 * Runs the route's server action from the browser; when the server cannot be reached or fails without an answer, the
 * form gets a failure it can show (with everything typed) instead of the page's error boundary, which would lose the text.
 */
export async function submitOrKeep(
  request: Request,
  serverAction: () => Promise<unknown>,
  message: string,
): Promise<SubmissionResult> {
  const copy = request.clone();
  try {
    return (await serverAction()) as SubmissionResult;
  } catch {
    const formData = await copy.formData().catch(() => new FormData());
    return refusal(formData, message, String(formData.get(FORM_TOKEN_FIELD) ?? ""));
  }
}
