// @ts-check
/**
 * Worker thread entry: reads the first sheet of the XLSX bytes in `workerData` and posts back { rows } or { fileError }.
 * Started by readXlsx (xlsx.ts) with a time limit and a heap cap, so a hostile file costs this thread, not the site.
 */
import { parentPort, workerData } from "node:worker_threads";
import { readFirstSheet } from "./xlsx-sheet.mjs";
import { XlsxFileError } from "./xlsx-zip.mjs";

const { bytes, limits } = /** @type {{ bytes: Uint8Array, limits: import("./xlsx-sheet.mjs").SheetLimits }} */ (
  workerData
);
try {
  parentPort?.postMessage({
    rows: await readFirstSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits),
  });
} catch (error) {
  if (!(error instanceof XlsxFileError)) throw error;
  parentPort?.postMessage({ fileError: error.message });
}
