/**
 * Sends a quotation (issue 17), all in one transaction: the next version with its lines (amounts computed once, here),
 * the previous sent version superseded, the request answered (firstAnsweredAt kept from the first answer), a history
 * event, a new private link (the previous one stops working) and the buyer's email in the outbox. The form says which
 * version it was prepared from; if another has been sent since, nothing is written and the answer is 409.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { QUOTATION_ERRORS, QUOTATION_HISTORY_TEXT, QUOTATION_TEXT } from "~/content/admin-quotation";
import { statusLabel } from "~/lib/admin/inquiry-workflow";
import { privateQuoteUrl } from "~/lib/quotes/private-link";
import type { QuotationFormValue } from "~/lib/quotes/quotation-schema";
import { centsToDecimal, formatQar, quotationTotals, totalsProblem } from "~/lib/quotes/quotation-totals";
import type { Db } from "~server/db/client";
import { emailOutbox, inquiries, inquiryEvents, inquiryLines, quotationLines, quotations } from "~server/db/schema";
import { isInquiryId } from "~server/inquiries/inbox";
import { inquiryMailSettings, type MailEnv } from "~server/mail/mail-settings";
import { announceQueuedEmails } from "~server/mail/outbox-signal";
import { inquiryLocale } from "~server/mail/inquiry-emails";
import { buyerQuotationEmail } from "~server/mail/quotation-email";
import { issueAccessToken } from "./access-token";

export type SendQuotationResult =
  { ok: true; version: number; totalCents: number } | { ok: false; status: 404 | 409 | 422; message: string };

/** Statuses from which sending a quotation moves the request to answered; answered stays answered. */
const ANSWERABLE = new Set(["pending", "in_progress", "answered"]);

/** Why this request cannot get a quotation now (kind, lines, status, an accepted version), or null. */
export function quotationRefusal(
  inquiry: { kind: string; status: string },
  lineCount: number,
  latest: { version: number; status: string } | null | undefined,
): string | null {
  if (inquiry.kind !== "quote") return QUOTATION_TEXT.notQuote;
  if (lineCount === 0) return QUOTATION_TEXT.noLines;
  if (latest?.status === "accepted") return QUOTATION_TEXT.accepted(latest.version);
  if (!ANSWERABLE.has(inquiry.status)) return QUOTATION_TEXT.closed(statusLabel(inquiry.status).toLowerCase());
  return null;
}

export async function sendQuotation(
  db: Db,
  input: QuotationFormValue & { inquiryId: string; staffId: string },
  env: MailEnv,
): Promise<SendQuotationResult> {
  const notFound = { ok: false, status: 404, message: "No inquiry with this id." } as const;
  if (!isInquiryId(input.inquiryId)) return notFound;
  const settings = inquiryMailSettings(env);
  const result = await db.transaction(async (tx): Promise<SendQuotationResult> => {
    // The request's row is locked first: two sends of one request queue here, and the second sees the first's version.
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, input.inquiryId)).for("update");
    if (!inquiry) return notFound;
    const lines = await tx
      .select()
      .from(inquiryLines)
      .where(eq(inquiryLines.inquiryId, inquiry.id))
      .orderBy(asc(inquiryLines.position));
    // The latest version is locked too, so a buyer's accept of it either lands before (seen here) or after (and finds it superseded).
    const [latest] = await tx
      .select({ id: quotations.id, version: quotations.version, status: quotations.status })
      .from(quotations)
      .where(eq(quotations.inquiryId, inquiry.id))
      .orderBy(desc(quotations.version))
      .limit(1)
      .for("update");
    const latestVersion = latest?.version ?? 0;
    if (input.basedOn !== latestVersion)
      return { ok: false, status: 409, message: QUOTATION_ERRORS.stale(latestVersion) };
    const refusal = quotationRefusal(inquiry, lines.length, latest);
    if (refusal) return { ok: false, status: 422, message: refusal };
    if (lines.some((line) => input.unitPrices[line.position] === undefined))
      return { ok: false, status: 409, message: QUOTATION_ERRORS.lines };

    const totals = quotationTotals(
      lines.map((line) => ({ unitPriceCents: input.unitPrices[line.position]!, quantity: line.quantity })),
      input.discountCents,
    );
    const problem = totalsProblem(totals);
    if (problem)
      return {
        ok: false,
        status: 422,
        message:
          problem === "too-large"
            ? QUOTATION_ERRORS.totalTooLarge
            : QUOTATION_ERRORS.discount.aboveSubtotal(formatQar(totals.subtotalCents)),
      };

    const version = latestVersion + 1;
    await tx
      .update(quotations)
      .set({ status: "superseded" })
      .where(sql`${quotations.inquiryId} = ${inquiry.id} and ${quotations.status} = 'sent'`);
    const [quotation] = await tx
      .insert(quotations)
      .values({
        inquiryId: inquiry.id,
        version,
        status: "sent",
        subtotal: centsToDecimal(totals.subtotalCents),
        discount: centsToDecimal(totals.discountCents),
        total: centsToDecimal(totals.totalCents),
        validUntil: input.validUntil,
        terms: input.terms,
        createdBy: input.staffId,
      })
      .returning({ id: quotations.id });
    await tx.insert(quotationLines).values(
      lines.map((line, index) => ({
        quotationId: quotation!.id,
        inquiryLineId: line.id,
        unitPrice: centsToDecimal(input.unitPrices[line.position]!),
        lineTotal: centsToDecimal(totals.lineTotalsCents[index]!),
      })),
    );

    const moves = inquiry.status !== "answered";
    await tx
      .update(inquiries)
      .set({
        ...(moves ? { status: "answered" } : {}),
        firstAnsweredAt: sql`coalesce(${inquiries.firstAnsweredAt}, now())`,
      })
      .where(eq(inquiries.id, inquiry.id));
    await tx.insert(inquiryEvents).values({
      inquiryId: inquiry.id,
      authorId: input.staffId,
      kind: "quotation-sent",
      fromStatus: moves ? inquiry.status : null,
      toStatus: moves ? "answered" : null,
      body: QUOTATION_HISTORY_TEXT.eventBody(version, formatQar(totals.totalCents)),
    });

    // The token lives only in this function and the email's body: the inquiry keeps its hash.
    const token = await issueAccessToken(tx, inquiry.id);
    const email = buyerQuotationEmail(
      inquiry,
      {
        version,
        lines: lines.map((line, index) => ({
          name: line.name,
          serialNumber: line.serialNumber,
          quantity: line.quantity,
          unitPriceCents: input.unitPrices[line.position]!,
          lineTotalCents: totals.lineTotalsCents[index]!,
        })),
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        validUntil: input.validUntil,
      },
      // The link opens the page in the request's language (/ar/q/… for an Arabic request).
      privateQuoteUrl(settings.publicBaseUrl, inquiry.reference ?? inquiry.id, token, inquiryLocale(inquiry)),
      settings,
    );
    await tx.insert(emailOutbox).values(email);
    return { ok: true, version, totalCents: totals.totalCents };
  });
  if (result.ok) announceQueuedEmails();
  return result;
}
