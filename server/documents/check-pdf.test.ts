import { describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import { DOCUMENT_MAX_BYTES } from "~/lib/catalogue/product-documents";
import {
  cleanPdf,
  encryptedPdf,
  FAKE_PDF,
  pdfWithEmbeddedFile,
  pdfWithEscapedJavaScriptName,
  pdfWithJavaScript,
  pdfWithJavascriptLink,
  pdfWithLaunchAction,
  pdfWithRichMedia,
  pdfWithScriptInEarlierRevision,
  pdfWithXfa,
} from "../../tests/support/pdf-builder";
import { checkDocumentFile, checkPdfInWorker } from "./check-pdf";
import { findPdfProblem, pdfShape } from "./pdf-check.mjs";

describe("the PDF content check", () => {
  it("accepts a clean PDF, with or without object streams", async () => {
    expect(await findPdfProblem(await cleanPdf())).toBeNull();
    expect(await findPdfProblem(await pdfWithXfa(false))).toBeNull();
  });

  it("refuses a JavaScript open action hidden in a compressed object stream", async () => {
    const bytes = await pdfWithJavaScript();
    // The test means something only if the name is not in the file's bytes as written.
    expect(bytes.toString("latin1")).not.toContain("JavaScript");
    expect(bytes.toString("latin1")).toContain("/ObjStm");
    expect(await findPdfProblem(bytes)).toBe("javascript");
  });

  it("reads hex-escaped names as the viewer does (/J#61vaScript)", async () => {
    const bytes = await pdfWithEscapedJavaScriptName();
    expect(bytes.toString("latin1")).toContain("/J#61vaScript");
    expect(await findPdfProblem(bytes)).toBe("javascript");
  });

  it("refuses javascript: links, Launch actions, embedded files, rich media and XFA scripts", async () => {
    expect(await findPdfProblem(await pdfWithJavascriptLink())).toBe("javascript");
    expect(await findPdfProblem(await pdfWithLaunchAction())).toBe("launch");
    expect(await findPdfProblem(await pdfWithEmbeddedFile())).toBe("embedded-file");
    expect(await findPdfProblem(await pdfWithRichMedia())).toBe("rich-media");
    expect(await findPdfProblem(await pdfWithXfa(true))).toBe("xfa-script");
  });

  it("checks an object's earlier revision too", async () => {
    expect(await findPdfProblem(await pdfWithScriptInEarlierRevision())).toBe("javascript");
  });

  it("refuses encrypted files, which cannot be checked", async () => {
    expect(await findPdfProblem(await encryptedPdf())).toBe("encrypted");
  });

  it("tells a file that is not a PDF from a damaged one", async () => {
    expect(pdfShape(FAKE_PDF)).toBe("not-pdf");
    expect(await findPdfProblem(FAKE_PDF)).toBe("not-pdf");
    // A header somewhere later is not a PDF header (some readers search for it; this check does not).
    expect(await findPdfProblem(Buffer.concat([Buffer.from("junk\n"), await cleanPdf()]))).toBe("not-pdf");
    const clean = await cleanPdf();
    expect(await findPdfProblem(clean.subarray(0, Math.floor(clean.length / 2)))).toBe("damaged");
    expect(await findPdfProblem(Buffer.from("%PDF-1.7\nno objects at all\n%%EOF\n"))).toBe("damaged");
  });
});

describe("checkDocumentFile", () => {
  it("accepts a clean PDF with its SHA-256", async () => {
    const bytes = await cleanPdf();
    const verdict = await checkDocumentFile(bytes);
    expect(verdict).toMatchObject({ ok: true, bytes });
    expect(verdict.ok && verdict.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers each refusal with its status and message", async () => {
    expect(await checkDocumentFile(Buffer.alloc(0))).toEqual({
      ok: false,
      status: 400,
      message: DOCUMENT_MESSAGES.empty,
    });
    expect(await checkDocumentFile(Buffer.alloc(DOCUMENT_MAX_BYTES + 1))).toEqual({
      ok: false,
      status: 413,
      message: DOCUMENT_MESSAGES.tooLarge,
    });
    expect(await checkDocumentFile(FAKE_PDF)).toEqual({ ok: false, status: 415, message: DOCUMENT_MESSAGES.notPdf });
    expect(await checkDocumentFile(await pdfWithJavaScript())).toEqual({
      ok: false,
      status: 422,
      message: DOCUMENT_MESSAGES.javascript,
    });
    expect(await checkDocumentFile(await encryptedPdf())).toMatchObject({
      status: 422,
      message: DOCUMENT_MESSAGES.encrypted,
    });
  }, 60_000);

  it("accepts a PDF of nearly the largest size", async () => {
    const bytes = await cleanPdf("Large", DOCUMENT_MAX_BYTES - 64 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(DOCUMENT_MAX_BYTES);
    expect(await checkDocumentFile(bytes)).toMatchObject({ ok: true });
  }, 60_000);

  it("stops a check that takes too long or needs too much memory, and the next check still works", async () => {
    const large = await cleanPdf("Large", 8 * 1024 * 1024);
    expect(await checkPdfInWorker(large, { timeoutMs: 1, memoryMb: 512 })).toBe("slow");
    expect(await checkPdfInWorker(await pdfWithLaunchAction())).toBe("launch");
  }, 60_000);
});
