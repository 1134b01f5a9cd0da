/** XLSX: a streaming writer through exceljs (strings stay text cells, numbers and booleans keep their type), and a guarded reader of the first sheet in a worker thread. */
import type { Writable } from "node:stream";
import { Worker } from "node:worker_threads";
import ExcelJS from "exceljs";
import {
  MAX_CELL_CHARS,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_SHEET_TEXT_CHARS,
  MAX_XLSX_COMPRESSION_RATIO,
  MAX_XLSX_ENTRIES,
  MAX_XLSX_UNPACKED_BYTES,
  XLSX_RATIO_FLOOR_BYTES,
  XLSX_READ_CONCURRENCY,
  XLSX_READ_MEMORY_MB,
  XLSX_READ_TIMEOUT_MS,
} from "~/lib/admin/spreadsheet-limits";
import type { SheetLimits } from "./xlsx-sheet.mjs";
import { XlsxFileError } from "./xlsx-zip.mjs";
import { locateWorkerFile } from "~server/worker-file";
import { taskSlots } from "~server/task-slots";

export { XlsxFileError };

export type XlsxCell = string | number | boolean | null;

export interface SheetRow {
  /** The row number the spreadsheet shows (1 is the header). */
  rowNumber: number;
  cells: string[];
}

export const XLSX_SHEET_NAME = "Products";

export interface XlsxSheetWriter {
  addRow(cells: readonly XlsxCell[]): void;
  finish(): Promise<void>;
}

/** Writes one sheet to `output` row by row, so a large catalogue is never held in memory as a workbook. */
export function createXlsxWriter(
  output: Writable,
  header: readonly string[],
  widths: readonly number[] = [],
): XlsxSheetWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(XLSX_SHEET_NAME, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = header.map((name, index) => ({ header: name, key: name, width: widths[index] ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    addRow(cells) {
      sheet.addRow(cells.map((cell) => (cell === "" ? null : cell))).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** The worker that reads XLSX uploads; one constant, so a change of layout or build has one place to look. */
export const XLSX_READ_WORKER_FILE = locateWorkerFile(
  "server/catalogue/spreadsheet/xlsx-read-worker.mjs",
  import.meta.url,
);

export const XLSX_SHEET_LIMITS: SheetLimits = {
  maxUnpackedBytes: MAX_XLSX_UNPACKED_BYTES,
  maxRatio: MAX_XLSX_COMPRESSION_RATIO,
  ratioFloorBytes: XLSX_RATIO_FLOOR_BYTES,
  maxEntries: MAX_XLSX_ENTRIES,
  maxRows: MAX_IMPORT_ROWS,
  maxColumns: MAX_IMPORT_COLUMNS,
  maxCellChars: MAX_CELL_CHARS,
  maxTextChars: MAX_SHEET_TEXT_CHARS,
};

const withReadSlot = taskSlots(XLSX_READ_CONCURRENCY);

/**
 * The first worksheet as text cells; rows without any value are left out, the others keep their sheet row numbers.
 * Read in a worker thread with a time limit and a heap cap, so the site keeps answering; every refusal (not a workbook,
 * unpacks too far, too slow, too large) is an XlsxFileError whose message is meant for the staff member.
 */
export function readXlsx(
  buffer: Uint8Array,
  limits: SheetLimits = XLSX_SHEET_LIMITS,
  timeoutMs = XLSX_READ_TIMEOUT_MS,
): Promise<SheetRow[]> {
  return withReadSlot(
    () =>
      new Promise<SheetRow[]>((resolve, reject) => {
        const bytes = new Uint8Array(buffer); // a copy the worker owns
        const worker = new Worker(XLSX_READ_WORKER_FILE, {
          workerData: { bytes, limits },
          transferList: [bytes.buffer],
          execArgv: [],
          resourceLimits: { maxOldGenerationSizeMb: XLSX_READ_MEMORY_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
        });
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          outcome();
        };
        const timer = setTimeout(
          () =>
            settle(() =>
              reject(
                new XlsxFileError(
                  `The XLSX file took longer than ${timeoutMs / 1000} s to read, so it was not imported. Split it into smaller files.`,
                ),
              ),
            ),
          timeoutMs,
        );
        worker.on("message", (message: { rows: SheetRow[] } | { fileError: string }) =>
          settle(() => ("rows" in message ? resolve(message.rows) : reject(new XlsxFileError(message.fileError)))),
        );
        worker.on("error", (error: NodeJS.ErrnoException) =>
          settle(() =>
            reject(
              error.code === "ERR_WORKER_OUT_OF_MEMORY"
                ? new XlsxFileError(
                    `The XLSX file needs more than ${XLSX_READ_MEMORY_MB} MB of memory to read, so it was not imported. Split it into smaller files.`,
                  )
                : error,
            ),
          ),
        );
        worker.on("exit", (code) => settle(() => reject(new Error(`the reading worker stopped (exit code ${code})`))));
      }),
  );
}
