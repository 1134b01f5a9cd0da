/**
 * At most CONFIRMATIONS_PER_RECIPIENT a day to one mailbox: anyone can type any address into the forms, and without a
 * limit the site would mail a stranger as often as someone submits. Counted from the outbox itself (sender confirmations
 * queued in the last 24 hours, by normalised recipient), under a transaction-scoped advisory lock per recipient, so
 * concurrent submissions on several instances cannot both take the last one. Later inquiries are stored and sales are told
 * as usual; the sender just gets no further confirmation.
 */
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { emailOutbox } from "~server/db/schema";

export const CONFIRMATIONS_PER_RECIPIENT = 3;
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60_000;

/** First key of the two-key advisory lock: this lock's own namespace ("conf" in ASCII). */
const LOCK_NAMESPACE = 0x636f6e66;

/** Providers that ignore dots in the local part; their addresses are also counted without dots. */
const DOTLESS_DOMAINS = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

/**
 * One key per mailbox, so variations of one address share a budget: lower-cased, the "+tag" sub-address dropped (the
 * same mailbox at most providers), and dots dropped for Gmail (which ignores them). Other providers' dots are kept:
 * "j.smith" and "jsmith" at a company are different people.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, "");
  }
  return `${local}@${domain}`;
}

/** Inside the inquiry's transaction: may one more confirmation go to this recipient? Holds the recipient's lock until commit. */
export async function confirmationAllowed(tx: Db, key: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${key}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.recipientKey, key),
        gt(emailOutbox.createdAt, sql`now() - ${CONFIRMATION_WINDOW_MS} * interval '1 millisecond'`),
      ),
    );
  return Number(row?.n ?? 0) < CONFIRMATIONS_PER_RECIPIENT;
}
