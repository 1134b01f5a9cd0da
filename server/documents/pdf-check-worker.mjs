// @ts-check
/**
 * Worker thread entry: checks the PDF bytes in `workerData` and posts back { problem } (a PdfProblem or null). Started by
 * checkPdf (check-pdf.ts) with a time limit and a heap cap, so a hostile file costs this thread, not the site.
 */
import { parentPort, workerData } from "node:worker_threads";
import { findPdfProblem } from "./pdf-check.mjs";

const { bytes } = /** @type {{ bytes: Uint8Array }} */ (workerData);
parentPort?.postMessage({ problem: await findPdfProblem(bytes) });
