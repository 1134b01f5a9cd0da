/**
 * The buyer's answers on the private quote page and POST /api/q/… (issue 17): accept or decline the latest quotation, or
 * ask a question. Accept and decline are compare-and-set updates of the quotation row (status still "sent", the version
 * the buyer saw is the latest, not expired in Qatar's calendar), so of two simultaneous accepts exactly one succeeds. Each
 * answer writes its inquiry_events row and queues an email to sales in the same transaction (decision 119).
 */
import crypto from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { loggableError } from "~server/db/loggable-error";
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { Db } from "~server/db/client";
import { emailOutbox, inquiryEvents, quotations, type Inquiry } from "~server/db/schema";
import { salesEmailBodies } from "~server/mail/html";
import { inboxUrl } from "~server/mail/inquiry-emails";
import { inquiryMailSettings, type InquiryMailSettings, type MailEnv } from "~server/mail/mail-settings";
import { announceQueuedEmails } from "~server/mail/outbox-signal";
import { readForm } from "~server/forms/submission";
import { BUYER_ANSWER_TEXT, BUYER_EVENT_EMAIL } from "~/content/private-quote";
import { parseForm } from "~/lib/forms/parse-form";
import { formFailure } from "~/lib/forms/form-reply";
import { BUYER_RESPONSE_SCHEMAS } from "~/lib/quotes/buyer-response-schema";
import { localeOfRequest, type Locale } from "~/lib/i18n/locale";
import { localeLabel } from "~/lib/admin/inquiry-fields";
import { buyerStatus, qatarToday, type BuyerStatus } from "~/lib/quotes/buyer-status";
import { formatIsoDate, formatQar } from "~/lib/quotes/money";
import type { BuyerFormAnswer, BuyerIntent } from "~/lib/quotes/private-quote-view";
import { latestQuotation } from "./private-quote";

export type BuyerEventKind = "buyer-accepted" | "buyer-declined" | "buyer-question";

export type BuyerOutcome =
  | { ok: true; status: BuyerStatus; message: string }
  | { ok: false; httpStatus: 409; reason: "stale" | "expired" | "answered" | "none"; message: string };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** The email sales get for one answer of a buyer: who, what, the reason or question, and the inbox link. No private link. */
export function buyerEventEmail(
  inquiry: Inquiry,
  event: { kind: BuyerEventKind; version?: number; total?: string; body?: string },
  settings: InquiryMailSettings,
): typeof emailOutbox.$inferInsert {
  const text = BUYER_EVENT_EMAIL;
  const reference = inquiry.reference ?? "";
  const what = text.events[event.kind](event.version ?? 0);
  const name = oneLine(`${inquiry.firstName} ${inquiry.lastName}`);
  const subject = oneLine(text.subject(reference, what));
  const fields: Array<[string, string]> = [
    [text.labels.reference, reference],
    [text.labels.buyer, name],
    [text.labels.email, inquiry.email],
  ];
  if (inquiry.company) fields.push([text.labels.company, inquiry.company]);
  fields.push([text.labels.language, localeLabel(inquiry.locale)]);
  if (event.version !== undefined) fields.push([text.labels.version, String(event.version)]);
  if (event.total !== undefined) fields.push([text.labels.total, formatQar(event.total)]);
  if (event.kind === "buyer-declined") fields.push([text.labels.reason, event.body ?? text.noReason]);
  if (event.kind === "buyer-question") fields.push([text.labels.question, event.body ?? ""]);
  const link = inboxUrl(settings, inquiry.id);
  const intro = text.intro(name, what);
  const { textBody, htmlBody } = salesEmailBodies({
    subject,
    intro: [intro],
    fields,
    link,
    linkLabel: text.inboxLinkLabel,
    replyHint: text.replyHint,
  });
  return {
    inquiryId: inquiry.id,
    purpose: "sales-buyer-event",
    toAddress: settings.salesAddress,
    subject,
    textBody,
    htmlBody,
    messageId: `<${crypto.randomUUID()}@${settings.messageIdDomain}>`,
  };
}

async function recordEvent(
  tx: Tx,
  inquiry: Inquiry,
  event: { kind: BuyerEventKind; version?: number; total?: string; body?: string },
  settings: InquiryMailSettings,
) {
  await tx
    .insert(inquiryEvents)
    .values({ inquiryId: inquiry.id, authorId: null, kind: event.kind, body: event.body ?? null });
  await tx.insert(emailOutbox).values(buyerEventEmail(inquiry, event, settings));
}

/** Where an answer is given: the page's language (its messages) and, for tests, the time. */
export interface AnswerOptions {
  locale?: Locale;
  now?: Date;
}

/** Why an answer to `version` cannot be taken, read after the compare-and-set found nothing to change. */
async function refusal(
  tx: Tx,
  inquiryId: string,
  version: number,
  today: string,
  locale: Locale,
): Promise<BuyerOutcome> {
  const text = BUYER_ANSWER_TEXT[locale];
  const latest = await latestQuotation(tx, inquiryId);
  const refuse = (reason: "stale" | "expired" | "answered" | "none", message: string): BuyerOutcome => ({
    ok: false,
    httpStatus: 409,
    reason,
    message,
  });
  if (!latest) return refuse("none", text.noQuotation);
  if (latest.status === "accepted") return refuse("answered", text.alreadyAccepted);
  if (latest.status === "declined") return refuse("answered", text.alreadyDeclined);
  if (latest.version !== version) return refuse("stale", text.stale(latest.version));
  if (latest.validUntil < today) return refuse("expired", text.expired(formatIsoDate(latest.validUntil, locale)));
  return refuse("answered", text.notAnswerable);
}

export async function answerQuotation(
  db: Db,
  env: MailEnv,
  inquiry: Inquiry,
  answer: { kind: "accept"; version: number } | { kind: "decline"; version: number; reason?: string },
  { locale = "en", now = new Date() }: AnswerOptions = {},
): Promise<BuyerOutcome> {
  const settings = inquiryMailSettings(env);
  const today = qatarToday(now);
  const accepted = answer.kind === "accept";
  const outcome = await db.transaction(async (tx): Promise<BuyerOutcome> => {
    const [changed] = await tx
      .update(quotations)
      .set({
        status: accepted ? "accepted" : "declined",
        respondedAt: sql`now()`,
        ...(accepted ? {} : { declineReason: answer.reason ?? null }),
      })
      .where(
        and(
          eq(quotations.inquiryId, inquiry.id),
          eq(quotations.version, answer.version),
          eq(quotations.status, "sent"),
          gte(quotations.validUntil, today),
          eq(
            quotations.version,
            sql`(select max(latest.version) from quotations as latest where latest.inquiry_id = ${inquiry.id})`,
          ),
        ),
      )
      .returning();
    if (!changed) return refusal(tx, inquiry.id, answer.version, today, locale);
    await recordEvent(
      tx,
      inquiry,
      {
        kind: accepted ? "buyer-accepted" : "buyer-declined",
        version: changed.version,
        total: changed.total,
        body: accepted ? undefined : answer.reason,
      },
      settings,
    );
    return {
      ok: true,
      status: accepted ? "accepted" : "declined",
      message: accepted ? BUYER_ANSWER_TEXT[locale].accepted : BUYER_ANSWER_TEXT[locale].declined,
    };
  });
  if (outcome.ok) announceQueuedEmails();
  return outcome;
}

export async function askQuestion(
  db: Db,
  env: MailEnv,
  inquiry: Inquiry,
  message: string,
  { locale = "en", now = new Date() }: AnswerOptions = {},
): Promise<BuyerOutcome> {
  const settings = inquiryMailSettings(env);
  const latest = await db.transaction(async (tx) => {
    await recordEvent(tx, inquiry, { kind: "buyer-question", body: message }, settings);
    return latestQuotation(tx, inquiry.id);
  });
  announceQueuedEmails();
  return {
    ok: true,
    status: buyerStatus(inquiry.status, latest ?? null, qatarToday(now)),
    message: BUYER_ANSWER_TEXT[locale].questionSent,
  };
}

/** The schema of each of the page's forms and of each API endpoint, with the messages of each edition. */
export const BUYER_SCHEMAS = BUYER_RESPONSE_SCHEMAS satisfies Record<Locale, Record<BuyerIntent, z.ZodType>>;

/** Runs one checked answer. */
export function runBuyerAnswer<Intent extends BuyerIntent>(
  db: Db,
  env: MailEnv,
  inquiry: Inquiry,
  intent: Intent,
  input: z.output<(typeof BUYER_SCHEMAS)["en"][Intent]>,
  locale: Locale = "en",
): Promise<BuyerOutcome> {
  if (intent === "question") return askQuestion(db, env, inquiry, (input as { message: string }).message, { locale });
  const { version, reason } = input as { version: number; reason?: string };
  return answerQuotation(
    db,
    env,
    inquiry,
    intent === "accept" ? { kind: "accept", version } : { kind: "decline", version, reason },
    { locale },
  );
}

function isIntent(value: unknown): value is BuyerIntent {
  return value === "accept" || value === "decline" || value === "question";
}

/**
 * The page's action after the link was checked: one of the three forms, told apart by its `intent` field. Messages are
 * in the language of the page posted from (/q/… or /ar/q/…).
 */
export async function handleBuyerForm(context: AppLoadContext, request: Request, inquiry: Inquiry) {
  const locale = localeOfRequest(request);
  const text = BUYER_ANSWER_TEXT[locale];
  const formData = await readForm(request);
  if (typeof formData === "string") {
    return data<BuyerFormAnswer>(
      { intent: "question", ok: false, message: text.unknownAction },
      { status: formData === "too-large" ? 413 : 400 },
    );
  }
  const intent = formData.get("intent");
  if (!isIntent(intent)) {
    return data<BuyerFormAnswer>({ intent: "question", ok: false, message: text.unknownAction }, { status: 400 });
  }
  const fail = (status: number, message: string) =>
    data<BuyerFormAnswer>({ intent, ok: false, message, result: formFailure(formData, message) }, { status });
  if (context.rateLimited) return fail(429, text.rateLimited);
  const submission = parseForm(formData, BUYER_SCHEMAS[locale][intent]);
  if (submission.status !== "success") {
    return data<BuyerFormAnswer>(
      { intent, ok: false, message: text.fixFields, result: submission.reply() },
      { status: 400 },
    );
  }
  try {
    const outcome = await runBuyerAnswer(context.db, context.env, inquiry, intent, submission.value as never, locale);
    if (!outcome.ok) return fail(outcome.httpStatus, outcome.message);
    return data<BuyerFormAnswer>(
      { intent, ok: true, message: outcome.message, result: submission.reply({ resetForm: true }) },
      { status: 200 },
    );
  } catch (error) {
    console.error(
      `[request ${context.requestId}] a buyer's ${intent} could not be stored:`,
      error instanceof DrizzleQueryError ? loggableError(error) : error,
    );
    return fail(503, text.unavailable);
  }
}
