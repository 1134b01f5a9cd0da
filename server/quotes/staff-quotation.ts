/** What the staff detail page of a quote request reads besides the inquiry (issue 17): lines, attachments, quotations. */
import { and, asc, desc, eq } from "drizzle-orm";
import { decimalToCents } from "~/lib/quotes/quotation-totals";
import type { Db } from "~server/db/client";
import { inquiries, inquiryAttachments, inquiryLines, quotationLines, quotations } from "~server/db/schema";
import { isInquiryId } from "~server/inquiries/inbox";

export interface StaffQuotationVersion {
  version: number;
  status: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  validUntil: string;
  terms: string;
  sentAt: Date;
  respondedAt: Date | null;
  declineReason: string | null;
}

export async function quoteRequestDetail(db: Db, inquiryId: string) {
  const lines = await db
    .select({
      id: inquiryLines.id,
      position: inquiryLines.position,
      name: inquiryLines.name,
      brand: inquiryLines.brand,
      serialNumber: inquiryLines.serialNumber,
      quantity: inquiryLines.quantity,
      note: inquiryLines.note,
    })
    .from(inquiryLines)
    .where(eq(inquiryLines.inquiryId, inquiryId))
    .orderBy(asc(inquiryLines.position));
  const attachments = await db
    .select({
      id: inquiryAttachments.id,
      fileName: inquiryAttachments.fileName,
      contentType: inquiryAttachments.contentType,
      sizeBytes: inquiryAttachments.sizeBytes,
    })
    .from(inquiryAttachments)
    .where(eq(inquiryAttachments.inquiryId, inquiryId))
    .orderBy(asc(inquiryAttachments.createdAt), asc(inquiryAttachments.id));
  const rows = await db
    .select()
    .from(quotations)
    .where(eq(quotations.inquiryId, inquiryId))
    .orderBy(desc(quotations.version));
  const versions: StaffQuotationVersion[] = rows.map((row) => ({
    version: row.version,
    status: row.status,
    subtotalCents: decimalToCents(row.subtotal),
    discountCents: decimalToCents(row.discount),
    totalCents: decimalToCents(row.total),
    validUntil: row.validUntil,
    terms: row.terms,
    sentAt: row.sentAt,
    respondedAt: row.respondedAt,
    declineReason: row.declineReason,
  }));
  /** The latest version's prices by inquiry line id. */
  const latestPrices = new Map<string, { unitPriceCents: number; lineTotalCents: number }>();
  if (rows[0]) {
    const priced = await db.select().from(quotationLines).where(eq(quotationLines.quotationId, rows[0].id));
    for (const line of priced)
      latestPrices.set(line.inquiryLineId, {
        unitPriceCents: decimalToCents(line.unitPrice),
        lineTotalCents: decimalToCents(line.lineTotal),
      });
  }
  return { lines, attachments, versions, latestPrices };
}

/** One attachment of one request: null for an unknown id or a file of another request. */
export async function findAttachment(db: Db, inquiryId: string, attachmentId: string) {
  if (!isInquiryId(inquiryId) || !isInquiryId(attachmentId)) return null;
  const [attachment] = await db
    .select()
    .from(inquiryAttachments)
    .where(and(eq(inquiryAttachments.id, attachmentId), eq(inquiryAttachments.inquiryId, inquiryId)));
  return attachment ?? null;
}

/** What the quotation form needs before its fields are checked: the request's kind and status, lines and latest version. */
export async function quotationBasis(db: Db, inquiryId: string) {
  if (!isInquiryId(inquiryId)) return null;
  const [inquiry] = await db
    .select({ kind: inquiries.kind, status: inquiries.status })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  if (!inquiry) return null;
  const lines = await db
    .select({ position: inquiryLines.position, name: inquiryLines.name, quantity: inquiryLines.quantity })
    .from(inquiryLines)
    .where(eq(inquiryLines.inquiryId, inquiryId))
    .orderBy(asc(inquiryLines.position));
  const [latest] = await db
    .select({ version: quotations.version, status: quotations.status })
    .from(quotations)
    .where(eq(quotations.inquiryId, inquiryId))
    .orderBy(desc(quotations.version))
    .limit(1);
  return { inquiry, lines, latest: latest ?? null };
}
