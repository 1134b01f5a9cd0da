/** The one path every form submission takes: spam checks, rate limit, the form's zod schema, then the caller's store. */
import { data } from "react-router";
import type { z } from "zod";
import type { AppLoadContext } from "react-router";
import { FORM_GUARD_TEXT } from "../../app/content/forms";
import { fieldErrors, type FieldErrors } from "../../app/lib/forms/fields";
import { checkFormToken, HONEYPOT_FIELD, issueFormToken, TOKEN_FIELD } from "./form-token";

export type FormName = "contact" | "quote";

export type SubmissionResult =
  | { ok: true; reference: string; formToken: string }
  | { ok: false; message: string; errors: FieldErrors; values: Record<string, string>; formToken: string };

/** What the visitor typed, as text, so a page can show it again on any error. */
function typedValues(formData: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(formData.get(field) ?? "").slice(0, 10_000)]));
}

export function freshFormToken(context: AppLoadContext, form: FormName): string {
  return issueFormToken(context.env.FORM_TOKEN_SECRET, form, Date.now());
}

export async function handleSubmission<Schema extends z.ZodType>(options: {
  context: AppLoadContext;
  request: Request;
  form: FormName;
  schema: Schema;
  fields: readonly string[];
  store: (input: z.output<Schema>) => Promise<{ reference: string }>;
}) {
  const { context, form } = options;
  const formToken = freshFormToken(context, form);
  let formData: FormData;
  try {
    formData = await options.request.formData();
  } catch {
    return data<SubmissionResult>({ ok: false, message: FORM_GUARD_TEXT.rejected, errors: {}, values: {}, formToken }, { status: 400 });
  }
  const values = typedValues(formData, options.fields);
  const fail = (status: number, message: string, errors: FieldErrors = {}) => data<SubmissionResult>({ ok: false, message, errors, values, formToken }, { status });

  // Bots: a filled honeypot, or a missing, forged or too-young token. A 400 and nothing stored.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return fail(400, FORM_GUARD_TEXT.rejected);
  const token = checkFormToken(formData.get(TOKEN_FIELD), { secret: context.env.FORM_TOKEN_SECRET, form, minFillMs: context.env.FORM_MIN_FILL_MS });
  if (token === "invalid" || token === "too-fast") return fail(400, FORM_GUARD_TEXT.rejected);
  if (token === "expired") return fail(400, FORM_GUARD_TEXT.expired);
  if (context.rateLimited) return fail(429, FORM_GUARD_TEXT.rateLimited);

  const parsed = options.schema.safeParse(Object.fromEntries(options.fields.map((field) => [field, formData.get(field) ?? undefined])));
  if (!parsed.success) return fail(400, FORM_GUARD_TEXT.fixFields, fieldErrors(parsed.error));
  const { reference } = await options.store(parsed.data);
  return data<SubmissionResult>({ ok: true, reference, formToken }, { status: 200 });
}
