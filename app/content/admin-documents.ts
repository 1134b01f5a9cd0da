/** Product documents in the back office (issue 19): every message and label staff see, English like the back office. */
import { DOCUMENT_MAX_BYTES, type DocumentKind, type DocumentLanguage } from "~/lib/catalogue/product-documents";

const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

export const DOCUMENT_MESSAGES = {
  noFile: "Choose a PDF file to upload (form field “file”).",
  tooManyFiles: "Upload one PDF at a time.",
  empty: "The file is empty. Choose a PDF file.",
  tooLarge: `Documents can be at most ${MAX_MB} MB. Make the PDF smaller (for example with “Reduce file size”) and try again.`,
  notPdf: "This file is not a PDF (it does not start with %PDF-). Only PDF documents can be attached.",
  damaged: "This PDF is damaged or incomplete and cannot be read. Export it again from the program that made it.",
  encrypted:
    "This PDF is encrypted (protected by a password or restrictions), so its content cannot be checked. Save an unprotected copy and upload that.",
  javascript: "This PDF contains JavaScript, which is not allowed. Print or export it to a new PDF without scripts.",
  launch: "This PDF contains an action that starts a program or opens a file (Launch), which is not allowed.",
  embeddedFile:
    "This PDF contains embedded files (attachments), which are not allowed. Remove the attachments or export a new PDF.",
  richMedia: "This PDF contains rich media (Flash, video or 3D content), which is not allowed.",
  xfaScript:
    "This PDF contains an XFA form with scripts (or one that cannot be checked), which is not allowed. Print the form to a new PDF.",
  tooComplex: "This PDF took too long or needed too much memory to check, so it was not accepted. Export it again.",
  unsupportedBody: "Send the document as multipart/form-data with the fields file, kind, language and revisionDate.",
  storageFailed: "The document could not be stored. Try again in a moment.",
  productNotFound: "Product not found. It may have been deleted.",
  documentNotFound: "Document not found. It may have been deleted.",
  kind: "Choose the kind of document.",
  language: "Choose the document's language.",
  revisionDate: "Enter the revision date as a date (YYYY-MM-DD), not later than tomorrow.",
  title: "The title can be at most 200 characters, without control characters.",
  confirmDelete: "Tick the box to confirm the deletion.",
  nothingToChange: "Send at least one of kind, language, revisionDate or title.",
} as const;

/** How staff name the kinds and languages (the public pages have their own, per edition: product-documents.ts). */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  datasheet: "Datasheet",
  brochure: "Brochure",
  "operator-manual": "Operator Manual",
  "safety-data-sheet": "Safety Data Sheet",
};

export const DOCUMENT_LANGUAGE_LABELS: Record<DocumentLanguage, string> = {
  en: "English",
  ar: "Arabic",
  both: "English and Arabic",
};

export const DOCUMENT_NOTICES = {
  "document-added": "Document added. It shows on the product page in both editions.",
  "document-saved": "Document details saved.",
  "document-replaced": "Document file replaced. The old address now leads to the new file.",
  "document-deleted": "Document deleted.",
} as const;

export const DOCUMENT_ADMIN_TEXT = {
  heading: "Documents",
  intro:
    "PDF datasheets, brochures, manuals and safety data sheets shown on the product page. Files are checked: no scripts, attachments or encryption.",
  empty: "No documents yet.",
  uploadHeading: "Add a document",
  fileLabel: "PDF file",
  fileHint: `PDF only, at most ${MAX_MB} MB.`,
  replaceLabel: "New PDF file",
  kindLabel: "Kind",
  languageLabel: "Language",
  revisionDateLabel: "Revision date",
  titleLabel: "Title",
  titleHint: (example: string) => `Leave blank for “${example}”.`,
  upload: "Upload document",
  uploading: "Uploading and checking…",
  save: "Save details",
  replace: "Replace file",
  delete: "Delete document",
  confirmDelete: "Yes, delete this document from the product and the site.",
  edit: "Edit",
  download: (title: string) => `Download ${title}`,
  columns: { title: "Title", kind: "Kind", language: "Language", revised: "Revised", size: "Size", actions: "Actions" },
  editHeading: (title: string) => `Document: ${title}`,
  backToProduct: (name: string) => `Back to ${name}`,
  pageTitle: (name: string) => `Documents of ${name}`,
} as const;
