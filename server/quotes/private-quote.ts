/**
 * The buyer's private quote page (issue 17): who may open it, what it shows, and the headers every answer under /q/ and
 * /api/q/ carries. A wrong token and an unknown reference are the same miss; misses are counted per client address
 * (an IPv4 address or an IPv6 /64) in the rate_limits table, and past the limit every lookup from that address is
 * refused until the window ends, the right link included, so guessing cannot go on (decision 118). /ar/q/… is the same
 * page in Arabic: the same link check, counter and headers (decision 141).
 */
import type { RequestHandler } from "express";
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { inquiries, inquiryLines, quotationLines, quotations, type Inquiry } from "~server/db/schema";
import { tableAttemptCounter, type AttemptCounter } from "~server/auth/attempt-counter";
import { budgetKeyOf } from "~server/http/client-address";
import { accessTokenMatches } from "./access-token";
import { buyerStatus, qatarToday } from "~/lib/quotes/buyer-status";
import type { PrivateQuoteView } from "~/lib/quotes/private-quote-view";

export const QUOTE_LINK_LIMITS = { windowMs: 15 * 60_000, misses: 20 };
export const QUOTE_LINK_KEY_PREFIX = "quote-link:";

/** Compared when the reference is unknown, so both misses cost the same work. */
const DECOY_HASH = "0".repeat(64);

export type PrivateQuoteAccess =
  { kind: "ok"; inquiry: Inquiry } | { kind: "not-found" } | { kind: "locked"; retryAfterSeconds: number };

export async function openPrivateQuote(
  db: Db,
  clientIp: string,
  reference: string | undefined,
  token: string | undefined,
  options: { counter?: AttemptCounter; now?: number } = {},
): Promise<PrivateQuoteAccess> {
  const counter = options.counter ?? tableAttemptCounter(db);
  const now = options.now ?? Date.now();
  const windowStart = now - (now % QUOTE_LINK_LIMITS.windowMs);
  const key = `${QUOTE_LINK_KEY_PREFIX}ip:${budgetKeyOf(clientIp)}`;
  if ((await counter.count(key, new Date(windowStart))) >= QUOTE_LINK_LIMITS.misses) {
    return {
      kind: "locked",
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + QUOTE_LINK_LIMITS.windowMs - now) / 1000)),
    };
  }
  const ref = reference ?? "";
  const [row] =
    ref.length > 0 && ref.length <= 40
      ? await db.select().from(inquiries).where(eq(inquiries.reference, ref)).limit(1)
      : [];
  const matches = accessTokenMatches(token ?? "", row?.accessTokenHash ?? DECOY_HASH);
  if (!row || !row.accessTokenHash || !matches) {
    await counter.add(key, new Date(windowStart));
    return { kind: "not-found" };
  }
  return { kind: "ok", inquiry: row };
}

/** The latest quotation of an inquiry (any status), or undefined. */
export async function latestQuotation(db: Pick<Db, "select">, inquiryId: string) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(eq(quotations.inquiryId, inquiryId))
    .orderBy(desc(quotations.version))
    .limit(1);
  return row;
}

export async function readPrivateQuote(db: Db, inquiry: Inquiry, now = new Date()): Promise<PrivateQuoteView> {
  const [lines, quotation] = await Promise.all([
    db.select().from(inquiryLines).where(eq(inquiryLines.inquiryId, inquiry.id)).orderBy(asc(inquiryLines.position)),
    latestQuotation(db, inquiry.id),
  ]);
  const prices = quotation
    ? await db.select().from(quotationLines).where(eq(quotationLines.quotationId, quotation.id))
    : [];
  const priceOf = new Map(prices.map((price) => [price.inquiryLineId, price]));
  return {
    reference: inquiry.reference ?? "",
    requestedOn: qatarToday(inquiry.createdAt),
    buyerName: `${inquiry.firstName} ${inquiry.lastName}`,
    company: inquiry.company,
    status: buyerStatus(inquiry.status, quotation ?? null, qatarToday(now)),
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      brand: line.brand,
      serialNumber: line.serialNumber,
      quantity: line.quantity,
      note: line.note,
      unitPrice: priceOf.get(line.id)?.unitPrice ?? null,
      lineTotal: priceOf.get(line.id)?.lineTotal ?? null,
    })),
    quotation: quotation
      ? {
          version: quotation.version,
          status: quotation.status,
          sentOn: qatarToday(quotation.sentAt),
          validUntil: quotation.validUntil,
          respondedOn: quotation.respondedAt ? qatarToday(quotation.respondedAt) : null,
          declineReason: quotation.declineReason,
          subtotal: quotation.subtotal,
          discount: quotation.discount,
          total: quotation.total,
          terms: quotation.terms,
        }
      : null,
  };
}

/** The private page in either edition (/q/…, /ar/q/…) and its JSON API (/api/q/…). */
const PRIVATE_PATH = /^\/(?:(?:ar\/)?q|api\/q)(?:\/|$)/i;

/**
 * Every answer under /q/, /ar/q/ and /api/q/ (the page, its 404s and 429s, its data requests, the JSON API): not indexed, never
 * stored by a browser or proxy, and the link is never sent on as a Referer to the sites its links lead to.
 */
export const privateQuoteHeaders: RequestHandler = (req, res, next) => {
  if (PRIVATE_PATH.test(req.path)) {
    res.setHeader("X-Robots-Tag", "noindex");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Referrer-Policy", "no-referrer");
    // Under no-referrer a browser posts the page's own forms with `Origin: null`, which React Router's check of the
    // action's origin refuses (400). The path itself is the secret, so no other site can aim a post at it: the
    // opaque origin is dropped here, and only here (decision 118).
    if (req.method === "POST" && req.headers.origin === "null") delete req.headers.origin;
  }
  next();
};
