/**
 * Stores one inquiry and queues its emails (sales notification, and the sender confirmation while its address is under the
 * day's limit) in the same transaction, so an inquiry never exists without its emails and no email exists without its
 * inquiry. A quote request (issue 17) also gets, in that transaction, its lines (as the products were named when sent),
 * its attachments' rows, the buyer's private link (only its hash is stored) and the emptying of the quote list it was
 * sent from. Returns only after the commit.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { QUOTE_REQUEST_MESSAGES } from "~/content/quote-request";
import type { QuoteLineInput } from "~/lib/forms/quote-lines-schema";
import type { Locale } from "~/lib/i18n/locale";
import { privateQuoteUrl } from "~/lib/quotes/private-link";
import type { Db } from "~server/db/client";
import {
  emailOutbox,
  inquiries,
  inquiryAttachments,
  inquiryLines,
  products,
  quoteListLines,
  quoteLists,
} from "~server/db/schema";
import { inquiryEmails, inquiryLocale, type InquiryLineForMail } from "~server/mail/inquiry-emails";
import { confirmationAllowed, recipientKey } from "~server/mail/confirmation-limit";
import { inquiryMailSettings, type MailEnv } from "~server/mail/mail-settings";
import { announceQueuedEmails } from "~server/mail/outbox-signal";
import { issueAccessToken } from "~server/quotes/access-token";
import { clearQuoteList } from "~server/quote-list/quote-list-store";
import type { StoredAttachment } from "./quote-attachments";
import { confirmationDocumentLinks } from "~server/documents/confirmation-documents";

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
  poReference?: string | null;
  neededBy?: string | null;
  deliveryCity?: string | null;
  /** Issue 18: the edition the request was sent from; its emails and the private link follow it. English by default. */
  locale?: Locale;
}

/** What a quote request carries besides its columns (issue 17). */
export interface QuoteRequestExtras {
  /** Lines given by an API client. */
  lines?: QuoteLineInput[];
  /** The visitor's quote list: its lines are the request's lines, and it is emptied in the same transaction. */
  quoteListId?: string | null;
  attachments?: StoredAttachment[];
}

/**
 * A request that cannot be stored as sent (an unknown or deactivated product): the sender is told, nothing is written.
 * `message` is the English (the JSON API's); a form answers with `messageIn` its page's edition.
 */
export class InquiryRefusal extends Error {
  constructor(
    readonly status: 409 | 422,
    private readonly messages: Record<Locale, string>,
  ) {
    super(messages.en);
  }

  messageIn(locale: Locale): string {
    return this.messages[locale];
  }
}

export interface StoredInquiry {
  id: string;
  reference: string;
  /** Quote requests: the buyer's private link token, for the sender's answer and email only (never logged or stored). */
  accessToken?: string;
  /** Quote requests: the absolute private link (PUBLIC_BASE_URL). */
  privateUrl?: string;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The lines as they will be stored: the named products, checked to exist and be active, in the given order. */
async function resolveLines(tx: Tx, wanted: QuoteLineInput[]): Promise<InquiryLineForMail[]> {
  if (wanted.length === 0) return [];
  const ids = wanted.map((line) => line.productId.toLowerCase());
  const found = await tx
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      serialNumber: products.serialNumber,
      isActive: products.isActive,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((product) => [product.id.toLowerCase(), product]));
  return wanted.map((line) => {
    const product = byId.get(line.productId.toLowerCase());
    if (!product)
      throw new InquiryRefusal(422, {
        en: QUOTE_REQUEST_MESSAGES.en.unknownProduct,
        ar: QUOTE_REQUEST_MESSAGES.ar.unknownProduct,
      });
    if (!product.isActive)
      throw new InquiryRefusal(409, {
        en: QUOTE_REQUEST_MESSAGES.en.inactiveProduct(product.name),
        ar: QUOTE_REQUEST_MESSAGES.ar.inactiveProduct(product.name),
      });
    return {
      productId: product.id,
      name: product.name,
      brand: product.brand,
      serialNumber: product.serialNumber,
      quantity: line.quantity,
      note: line.note ?? null,
    };
  });
}

/** The list's lines, read under a lock on the list so a change made while the request is stored waits for it. */
async function listLines(tx: Tx, listId: string): Promise<QuoteLineInput[]> {
  await tx.select({ id: quoteLists.id }).from(quoteLists).where(eq(quoteLists.id, listId)).for("update");
  const rows = await tx
    .select({ productId: quoteListLines.productId, quantity: quoteListLines.quantity, note: quoteListLines.note })
    .from(quoteListLines)
    .innerJoin(products, eq(products.id, quoteListLines.productId))
    .where(and(eq(quoteListLines.listId, listId)))
    .orderBy(quoteListLines.addedAt, products.name);
  return rows.map((row) => ({ productId: row.productId, quantity: row.quantity, note: row.note ?? undefined }));
}

export async function createInquiry(
  db: Db,
  record: InquiryRecord,
  env: MailEnv,
  extras: QuoteRequestExtras = {},
): Promise<StoredInquiry> {
  const settings = inquiryMailSettings(env);
  const prefix = record.kind === "quote" ? "Q" : "C";
  const stored = await db.transaction(async (tx) => {
    const wanted = [...(extras.lines ?? []), ...(extras.quoteListId ? await listLines(tx, extras.quoteListId) : [])];
    const lines = await resolveLines(tx, wanted);
    const [row] = await tx
      .insert(inquiries)
      .values({
        ...record,
        phone: record.phone ?? null,
        company: record.company ?? null,
        poReference: record.poReference ?? null,
        neededBy: record.neededBy ?? null,
        deliveryCity: record.deliveryCity ?? null,
        locale: record.locale ?? "en",
        reference: sql`${prefix} || '-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('inquiry_reference_seq')::text, 6, '0')`,
      })
      .returning();
    if (!row?.reference) throw new Error("Inquiry insert returned no row");
    // One statement per line, in order, so a failure at any line rolls back everything before it.
    for (const [index, line] of lines.entries()) {
      await tx.insert(inquiryLines).values({ ...line, inquiryId: row.id, position: index + 1 });
    }
    const attachments = extras.attachments ?? [];
    if (attachments.length) {
      await tx.insert(inquiryAttachments).values(attachments.map((file) => ({ ...file, inquiryId: row.id })));
    }
    const accessToken = record.kind === "quote" ? await issueAccessToken(tx, row.id) : undefined;
    const privateUrl = accessToken
      ? privateQuoteUrl(settings.publicBaseUrl, row.reference, accessToken, inquiryLocale(row))
      : undefined;
    if (extras.quoteListId) await clearQuoteList(tx, extras.quoteListId);
    const confirm = await confirmationAllowed(tx, recipientKey(row.email));
    // Issue 19: the requested products' datasheets and safety data sheets, in the request's language where written.
    const documents = await confirmationDocumentLinks(tx, lines, inquiryLocale(row), settings.publicBaseUrl);
    await tx
      .insert(emailOutbox)
      .values(inquiryEmails(row, settings, confirm, { lines, privateUrl, attachments: attachments.length, documents }));
    return { id: row.id, reference: row.reference, accessToken, privateUrl };
  });
  announceQueuedEmails();
  return stored;
}
