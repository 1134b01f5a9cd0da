/**
 * Stores one inquiry and queues its emails (sales notification, and the sender confirmation while its address is under the
 * day's limit) in the same transaction, so an inquiry never exists without its emails and no email exists without its
 * inquiry. Returns only after the commit.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { emailOutbox, inquiries } from "~server/db/schema";
import { inquiryEmails } from "~server/mail/inquiry-emails";
import { confirmationAllowed, recipientKey } from "~server/mail/confirmation-limit";
import { inquiryMailSettings, type MailEnv } from "~server/mail/mail-settings";
import { announceQueuedEmails } from "~server/mail/outbox-signal";

export interface InquiryRecord {
  kind: "contact" | "quote";
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  category: string;
  message: string;
  industry?: string | null;
  productCategory?: string | null;
  projectSize?: string | null;
  timeline?: string | null;
}

export async function createInquiry(
  db: Db,
  record: InquiryRecord,
  env: MailEnv,
): Promise<{ id: string; reference: string }> {
  const settings = inquiryMailSettings(env);
  const prefix = record.kind === "quote" ? "Q" : "C";
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({
        ...record,
        phone: record.phone ?? null,
        company: record.company ?? null,
        reference: sql`${prefix} || '-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('inquiry_reference_seq')::text, 6, '0')`,
      })
      .returning();
    if (!row?.reference) throw new Error("Inquiry insert returned no row");
    const confirm = await confirmationAllowed(tx, recipientKey(row.email));
    await tx.insert(emailOutbox).values(inquiryEmails(row, settings, confirm));
    return { id: row.id, reference: row.reference };
  });
  announceQueuedEmails();
  return stored;
}
