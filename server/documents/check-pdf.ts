/**
 * The verdict on an uploaded document file (issue 19): size first (empty, over DOCUMENT_MAX_BYTES), then its content in
 * a worker thread (pdf-check.mjs) under a time limit and a heap cap, so a hostile PDF that makes the parser spin or
 * expand costs that thread and never the site. Every refusal carries the message staff see (app/content/admin-documents.ts).
 */
import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import { DOCUMENT_MAX_BYTES } from "~/lib/catalogue/product-documents";
import { locateWorkerFile } from "~server/worker-file";
import type { PdfProblem } from "./pdf-check.mjs";
import { taskSlots } from "~server/task-slots";

/** A 20 MB PDF parses in about a second here; a file that takes this long is refused rather than waited for. */
export const PDF_CHECK_TIMEOUT_MS = 20_000;
/** The checking thread's heap: object streams and XFA parts are inflated in memory, so a small file can ask for a lot. */
export const PDF_CHECK_MEMORY_MB = 512;
/** Files checked at once; more wait their turn (the machine has few cores and the site keeps answering). */
export const PDF_CHECK_CONCURRENCY = 2;

export const PDF_CHECK_WORKER_FILE = locateWorkerFile("server/documents/pdf-check-worker.mjs", import.meta.url);

export type DocumentFileVerdict =
  { ok: true; bytes: Buffer; sha256: string } | { ok: false; status: 400 | 413 | 415 | 422; message: string };

const PROBLEM_ANSWERS: Record<PdfProblem, { status: 415 | 422; message: string }> = {
  "not-pdf": { status: 415, message: DOCUMENT_MESSAGES.notPdf },
  damaged: { status: 422, message: DOCUMENT_MESSAGES.damaged },
  encrypted: { status: 422, message: DOCUMENT_MESSAGES.encrypted },
  javascript: { status: 422, message: DOCUMENT_MESSAGES.javascript },
  launch: { status: 422, message: DOCUMENT_MESSAGES.launch },
  "embedded-file": { status: 422, message: DOCUMENT_MESSAGES.embeddedFile },
  "rich-media": { status: 422, message: DOCUMENT_MESSAGES.richMedia },
  "xfa-script": { status: 422, message: DOCUMENT_MESSAGES.xfaScript },
};

const withCheckSlot = taskSlots(PDF_CHECK_CONCURRENCY);

/** "slow" and "memory": the check was stopped; the file is refused as too complex to check. */
export type PdfCheckOutcome = PdfProblem | null | "slow" | "memory";

/** Runs findPdfProblem in a worker thread; `limits` exist for tests. */
export function checkPdfInWorker(
  bytes: Uint8Array,
  limits: { timeoutMs: number; memoryMb: number } = { timeoutMs: PDF_CHECK_TIMEOUT_MS, memoryMb: PDF_CHECK_MEMORY_MB },
): Promise<PdfCheckOutcome> {
  return withCheckSlot(
    () =>
      new Promise<PdfCheckOutcome>((resolve, reject) => {
        const copy = new Uint8Array(bytes); // a copy the worker owns
        const worker = new Worker(PDF_CHECK_WORKER_FILE, {
          workerData: { bytes: copy },
          transferList: [copy.buffer],
          execArgv: [],
          resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
        });
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          outcome();
        };
        const timer = setTimeout(() => settle(() => resolve("slow")), limits.timeoutMs);
        worker.on("message", (message: { problem: PdfProblem | null }) => settle(() => resolve(message.problem)));
        worker.on("error", (error: NodeJS.ErrnoException) =>
          settle(() => (error.code === "ERR_WORKER_OUT_OF_MEMORY" ? resolve("memory") : reject(error))),
        );
        worker.on("exit", (code) =>
          settle(() => reject(new Error(`the PDF checking worker stopped (exit code ${code})`))),
        );
      }),
  );
}

/** The whole verdict on a document file: accepted with its SHA-256, or refused with a status and a message. */
export async function checkDocumentFile(input: Buffer): Promise<DocumentFileVerdict> {
  if (input.length === 0) return { ok: false, status: 400, message: DOCUMENT_MESSAGES.empty };
  if (input.length > DOCUMENT_MAX_BYTES) return { ok: false, status: 413, message: DOCUMENT_MESSAGES.tooLarge };
  const outcome = await checkPdfInWorker(input);
  if (outcome === "slow" || outcome === "memory")
    return { ok: false, status: 422, message: DOCUMENT_MESSAGES.tooComplex };
  if (outcome) return { ok: false, ...PROBLEM_ANSWERS[outcome] };
  return { ok: true, bytes: input, sha256: createHash("sha256").update(input).digest("hex") };
}
