/** Stores one inquiry and returns its reference only after the row is committed. */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inquiries } from "../db/schema";

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

export async function createInquiry(db: Db, record: InquiryRecord): Promise<{ id: string; reference: string }> {
  const prefix = record.kind === "quote" ? "Q" : "C";
  const [row] = await db
    .insert(inquiries)
    .values({
      ...record,
      phone: record.phone ?? null,
      company: record.company ?? null,
      reference: sql`${prefix} || '-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('inquiry_reference_seq')::text, 6, '0')`,
    })
    .returning({ id: inquiries.id, reference: inquiries.reference });
  if (!row?.reference) throw new Error("Inquiry insert returned no row");
  return { id: row.id, reference: row.reference };
}
