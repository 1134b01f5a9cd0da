/** The one path every form submission takes: spam checks, rate limit, the form's zod schema, then the caller's store. */
import { loggableError } from "~server/db/loggable-error";
import { data } from "react-router";
import type { z } from "zod";
import type { AppLoadContext } from "react-router";
import { FORM_GUARD_TEXT } from "~/content/forms";
import { parseForm } from "~/lib/forms/parse-form";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, refusal, type SubmissionResult } from "~/lib/forms/submission";
import { checkFormToken, issueFormToken, tokenIssuedAt, type TokenCheck } from "./form-token";
import { tableUsedTokens, type UsedTokenStore } from "./used-tokens";
import { bodyLimitFor, PUBLIC_FORM_BODY_LIMIT } from "~server/http/body-limit";
import { formFailure } from "~/lib/forms/form-reply";
import { InquiryRefusal } from "~server/inquiries/create-inquiry";
import { localeOfRequest } from "~/lib/i18n/locale";

/** What a form's own checks beyond its schema answer (files, the quote list): a value for `store`, or a refusal. */
export type Prepared<T> =
  { ok: true; value: T } | { ok: false; message: string; fieldErrors?: Record<string, string[]>; status?: number };

/** The typed fields only: posted files never go back into the page's answer (Conform's lastResult). */
function textFields(formData: FormData): FormData {
  const fields = new FormData();
  for (const [name, value] of formData.entries()) if (typeof value === "string") fields.append(name, value);
  return fields;
}

export type { SubmissionResult };
export type FormName = "contact" | "quote";

/**
 * The largest body a person's form can make: every field at its maxlength in 3-byte characters, URL-encoded, is under
 * 64 KB. Anything bigger is refused before it is buffered (server/http/body-limit.ts names the same limit for the route).
 */
export const MAX_FORM_BYTES = PUBLIC_FORM_BODY_LIMIT;

export function freshFormToken(context: AppLoadContext, form: FormName, now = Date.now()): string {
  return issueFormToken(context.env.FORM_TOKEN_SECRET, form, now);
}

/**
 * Reads the posted form, buffering at most `maxBytes`; "too-large" or "invalid" instead of throwing. The rest of a
 * too-large body is read and dropped (up to `drainBytes`), because closing the connection mid-upload resets it and the
 * sender would never see the 413.
 */
export async function readForm(
  request: Request,
  maxBytes = MAX_FORM_BYTES,
  drainBytes = 8 * 1024 * 1024,
): Promise<FormData | "too-large" | "invalid"> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = request.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) {
      size += chunk.value.byteLength;
      if (size > drainBytes) {
        await reader!.cancel();
        break;
      }
      if (size <= maxBytes) chunks.push(chunk.value);
    }
    if (size > maxBytes) return "too-large";
    return await new Response(Buffer.concat(chunks), {
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    return "invalid";
  }
}

/**
 * A back-office form's fields, read by the same bounded reader with the limit its route has in the body-limit table
 * (which has refused a larger body already; this holds when an action is reached another way). An unreadable or
 * too-large body is thrown as a 400/413 answer rather than a 500.
 */
export async function requireForm(request: Request): Promise<FormData> {
  const form = await readForm(request, bodyLimitFor(new URL(request.url).pathname));
  if (form === "too-large") throw data({ message: FORM_GUARD_TEXT.en.tooLarge }, { status: 413 });
  if (form === "invalid") throw data({ message: FORM_GUARD_TEXT.en.rejected }, { status: 400 });
  return form;
}

/**
 * The token the page carries after an answer: always a new one, because a token is good for one submission and the sent
 * one may have been used. A genuine token's successor keeps its issue time, so the time already spent on the form keeps
 * counting (a person who was a little fast only has to press again); an expired one is replaced by one that is valid at
 * once, because the visitor is told to press again.
 */
function nextToken(
  context: AppLoadContext,
  form: FormName,
  sent: FormDataEntryValue | null,
  check: TokenCheck,
  now: number,
): string {
  const secret = context.env.FORM_TOKEN_SECRET;
  if ((check === "ok" || check === "too-fast") && typeof sent === "string")
    return issueFormToken(secret, form, tokenIssuedAt(sent));
  if (check === "expired") return issueFormToken(secret, form, now - context.env.FORM_MIN_FILL_MS);
  return freshFormToken(context, form, now);
}

export async function handleSubmission<Schema extends z.ZodType, P = undefined>(options: {
  context: AppLoadContext;
  request: Request;
  form: FormName;
  schema: Schema;
  /** Checks after the schema's and before the token is spent (attachments, the quote list); refusals keep the form. */
  prepare?: (input: z.output<Schema>, formData: FormData) => Promise<Prepared<P>>;
  /** `privateUrl`: the quote request's private page (a path), shown to the sender only. */
  store: (input: z.output<Schema>, prepared: P) => Promise<{ reference: string; privateUrl?: string }>;
  /** The largest body read (the route's body limit); the public form limit by default. */
  maxBytes?: number;
  /** The clock the token's age is measured with; tests pass their own instead of waiting. */
  now?: () => number;
  /** Where used tokens are recorded; the database by default (shared by every instance). */
  usedTokens?: UsedTokenStore;
}) {
  const { context, form } = options;
  // Every answer in the edition the form was posted from (/ar/contact answers in Arabic).
  const locale = localeOfRequest(options.request);
  const guard = FORM_GUARD_TEXT[locale];
  const now = (options.now ?? Date.now)();
  const maxBytes = options.maxBytes ?? MAX_FORM_BYTES;
  const formData = await readForm(options.request, maxBytes, Math.max(maxBytes, 8 * 1024 * 1024));
  if (typeof formData === "string") {
    const formToken = freshFormToken(context, form, now);
    if (formData === "too-large") return data(refusal(new FormData(), guard.tooLarge, formToken), { status: 413 });
    return data(refusal(new FormData(), guard.rejected, formToken), { status: 400 });
  }
  const posted = formData;
  const fields = textFields(posted);
  const sentToken = fields.get(FORM_TOKEN_FIELD);
  const token = checkFormToken(sentToken, {
    secret: context.env.FORM_TOKEN_SECRET,
    form,
    minFillMs: context.env.FORM_MIN_FILL_MS,
    now,
  });
  const formToken = nextToken(context, form, sentToken, token, now);
  const fail = (status: number, message: string) => data(refusal(fields, message, formToken), { status });

  // Bots: a filled honeypot, or a missing, forged or too-young token. A 400 and nothing stored.
  const honeypot = fields.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return fail(400, guard.rejected);
  if (token === "invalid") return fail(400, guard.rejected);
  if (token === "too-fast") return fail(400, guard.tooFast);
  if (token === "expired") return fail(400, guard.expired);
  if (context.rateLimited) return fail(429, guard.rateLimited);

  const submission = parseForm(fields, options.schema);
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields: [FORM_TOKEN_FIELD, HONEYPOT_FIELD] });
    return data<SubmissionResult>({ ok: false, message: guard.fixFields, formToken, result }, { status: 400 });
  }
  const input = submission.value as z.output<Schema>;
  let prepared: P = undefined as P;
  if (options.prepare) {
    const check = await options.prepare(input, posted);
    if (!check.ok) {
      const result = formFailure(fields, undefined, {
        fieldErrors: check.fieldErrors,
        hideFields: [FORM_TOKEN_FIELD, HONEYPOT_FIELD],
      });
      return data<SubmissionResult>(
        { ok: false, message: check.message, formToken, result },
        { status: check.status ?? 400 },
      );
    }
    prepared = check.value;
  }
  try {
    // Last check before storing, so a token is spent only by a submission that is stored: a replay stores nothing.
    const firstUse = await (options.usedTokens ?? tableUsedTokens(context.db)).markUsed(sentToken as string);
    if (!firstUse) return fail(400, guard.alreadySent);
    // Forms without a `prepare` step get only their input, as before.
    const store = options.store as (input: z.output<Schema>, ...prepared: [P] | []) => ReturnType<typeof options.store>;
    const { reference, privateUrl } = await (options.prepare ? store(input, prepared) : store(input));
    return data<SubmissionResult>(
      {
        ok: true,
        reference,
        ...(privateUrl && { privateUrl }),
        formToken: freshFormToken(context, form, now),
        result: submission.reply({ resetForm: true }),
      },
      { status: 200 },
    );
  } catch (error) {
    // A product of the request was deactivated meanwhile: the visitor is told which, nothing was stored.
    if (error instanceof InquiryRefusal) return fail(error.status, error.messageIn(locale));
    // The database is down or busy: the visitor keeps the form with everything typed and can send again.
    // Never the statement's parameters: they hold the visitor's data and the emails' private links.
    console.error(`[${context.requestId}] storing a ${form} submission failed: ${loggableError(error)}`);
    return fail(503, guard.unavailable);
  }
}
