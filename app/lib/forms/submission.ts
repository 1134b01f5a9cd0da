/**
 * What a form action answers, shared by the server action, the route's clientAction and the form components.
 * Free of zod and of server code, so it can sit in any page's bundle.
 */
import type { FieldErrors } from "./fields";

/** The hidden fields of every form: the signed fill-time token and the honeypot people never see. */
export const FORM_TOKEN_FIELD = "formToken";
export const HONEYPOT_FIELD = "website";

/** Field order of each form: the order in which the first invalid field is looked for. */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "company", "category", "message"] as const;
export const QUOTE_FIELDS = ["firstName", "lastName", "email", "phone", "company", "industry", "productCategory", "projectSize", "timeline", "requirements"] as const;

export type SubmissionResult =
  | { ok: true; reference: string; formToken: string }
  | { ok: false; message: string; errors: FieldErrors; values: Record<string, string>; formToken: string };

/** What the visitor typed, as text, so a page can show it again on any error. */
export function typedValues(formData: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(formData.get(field) ?? "").slice(0, 10_000)]));
}

/** The first field, in form order, that has an error. */
export function firstInvalidField(fields: readonly string[], errors: FieldErrors | undefined): string | undefined {
  return errors ? fields.find((field) => (errors[field]?.length ?? 0) > 0) : undefined;
}

/**
 * Runs the route's server action from the browser; when the server cannot be reached or fails without an answer, the
 * form gets a failure it can show (with everything typed) instead of the page's error boundary, which would lose the text.
 */
export async function submitOrKeep(request: Request, serverAction: () => Promise<unknown>, fields: readonly string[], message: string): Promise<SubmissionResult> {
  const copy = request.clone();
  try {
    return (await serverAction()) as SubmissionResult;
  } catch {
    const formData = await copy.formData().catch(() => new FormData());
    return { ok: false, message, errors: {}, values: typedValues(formData, fields), formToken: String(formData.get(FORM_TOKEN_FIELD) ?? "") };
  }
}
