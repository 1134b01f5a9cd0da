/** Types of pdf-check.mjs (plain JavaScript so the checking worker needs no TypeScript loader). */
export type PdfProblem =
  "not-pdf" | "damaged" | "encrypted" | "javascript" | "launch" | "embedded-file" | "rich-media" | "xfa-script";

export declare function pdfShape(bytes: Uint8Array): "ok" | "not-pdf" | "damaged";
export declare function findPdfProblem(bytes: Uint8Array): Promise<PdfProblem | null>;
