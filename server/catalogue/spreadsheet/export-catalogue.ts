/** The whole catalogue as a CSV or XLSX download, streamed batch by batch. */
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { SPREADSHEET_COLUMNS, SPREADSHEET_HEADERS } from "~/lib/admin/spreadsheet-columns";
import type { Db } from "~server/db/client";
import { catalogueBatches } from "./catalogue-rows";
import { CSV_BOM, csvLine } from "~/lib/csv/csv";
import { XLSX_WIDTHS, csvCells, xlsxCells } from "./export-cells";
import { createXlsxWriter } from "./xlsx";
import type { SpreadsheetFormat } from "./read-spreadsheet";

export const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export function exportFileName(format: SpreadsheetFormat, now = new Date()): string {
  return `catalogue-${now.toISOString().slice(0, 10)}.${format}`;
}

export function exportCsv(db: Db): Readable {
  return Readable.from(
    (async function* () {
      yield CSV_BOM + csvLine(SPREADSHEET_HEADERS);
      for await (const batch of catalogueBatches(db)) yield batch.map((product) => csvLine(csvCells(product))).join("");
    })(),
  );
}

export function exportXlsx(db: Db): Readable {
  const output = new PassThrough();
  const writer = createXlsxWriter(
    output,
    SPREADSHEET_HEADERS,
    SPREADSHEET_COLUMNS.map((column) => XLSX_WIDTHS[column]),
  );
  void (async () => {
    for await (const batch of catalogueBatches(db)) {
      for (const product of batch) writer.addRow(xlsxCells(product));
      // Wait for a slow download instead of buffering the whole workbook; stop if it was abandoned.
      if (output.writableNeedDrain) await Promise.race([once(output, "drain"), once(output, "close")]);
      if (output.destroyed) return;
    }
    await writer.finish();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** A download response for a resource route. */
export function exportResponse(db: Db, format: SpreadsheetFormat): Response {
  const body = format === "csv" ? exportCsv(db) : exportXlsx(db);
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": `attachment; filename="${exportFileName(format)}"`,
      "Cache-Control": "no-store",
    },
  });
}
