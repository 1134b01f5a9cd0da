/** Opens the database after the server stopped and checks which references were stored. */
import { eq, inArray, like, count } from "drizzle-orm";
import { openDatabase } from "~server/db/client";
import { inquiries, inquiryLines } from "~server/db/schema";

export async function verifyStored(options: {
  dataDir: string;
  databaseUrl?: string;
  runId: string;
  references: string[];
}) {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    const [row] = await database.db
      .select({ n: count() })
      .from(inquiries)
      .where(like(inquiries.email, `load-${options.runId}-%`));
    const [lineRow] = await database.db
      .select({ n: count() })
      .from(inquiryLines)
      .innerJoin(inquiries, eq(inquiries.id, inquiryLines.inquiryId))
      .where(like(inquiries.email, `load-${options.runId}-%`));
    const stored = new Set<string>();
    for (let start = 0; start < options.references.length; start += 1000) {
      const chunk = options.references.slice(start, start + 1000);
      const rows = await database.db
        .select({ reference: inquiries.reference })
        .from(inquiries)
        .where(inArray(inquiries.reference, chunk));
      for (const { reference } of rows) if (reference) stored.add(reference);
    }
    const missing = options.references.filter((reference) => !stored.has(reference));
    return { rows: Number(row?.n ?? 0), lines: Number(lineRow?.n ?? 0), missing };
  } finally {
    await database.close();
  }
}
