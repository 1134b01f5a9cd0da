/**
 * A product's documents (issue 19): the kinds staff attach and the languages a document is written in, as stored
 * (product_documents.kind and .language). Their names in each edition: app/content/product-documents.ts.
 */
export const DOCUMENT_KINDS = ["datasheet", "brochure", "operator-manual", "safety-data-sheet"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LANGUAGES = ["en", "ar", "both"] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export function isDocumentKind(value: unknown): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly unknown[]).includes(value);
}

export function isDocumentLanguage(value: unknown): value is DocumentLanguage {
  return (DOCUMENT_LANGUAGES as readonly unknown[]).includes(value);
}

/** A document file's largest size: 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
