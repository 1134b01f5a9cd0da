/** CSV of every inquiry matching the inbox's current filters (not just one page), streamed in batches. */
import type { Route } from "./+types/inquiries.export";
import { companyLocale } from "~/content/admin-inbox";
import { CSV_BOM } from "~/lib/csv/csv";
import { parseInboxFilters } from "~/lib/admin/inbox-filters";
import { inquiryCsvHeader, inquiryCsvLine, spreadsheetTime } from "~/lib/admin/inquiry-csv";
import { qatarToday } from "~/lib/quotes/buyer-status";
import { requireStaff } from "~server/auth/require-staff";
import { exportInbox } from "~server/inquiries/inbox";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const { filters } = parseInboxFilters(new URL(request.url).searchParams);
  const { timeZone } = companyLocale(context.env.site.country);
  const batches = exportInbox(context.db, filters, { timeZone, today: qatarToday() });
  // The first batch is read before answering, so a database failure is an error page, not a truncated file.
  const first = await batches.next();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let text = CSV_BOM + inquiryCsvHeader(timeZone);
      if (!first.done) for (const row of first.value) text += inquiryCsvLine(row, timeZone);
      controller.enqueue(encoder.encode(text));
      if (first.done) controller.close();
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map((row) => inquiryCsvLine(row, timeZone)).join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  const day = spreadsheetTime(new Date(), timeZone).slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
    },
  });
}
