/**
 * A product document's public address (issue 19): /api/documents/<id>/<version>/<name>.pdf, where the version is the
 * first 16 hex digits of the file's SHA-256, so a replaced file gets a new address and every address can be cached for
 * a year. The name is an ASCII slug of the stored file name: readable in a link, cosmetic for the server (the download's
 * own name, Arabic included, is in Content-Disposition).
 */
export const DOCUMENTS_PATH_PREFIX = "/api/documents/";

const VERSION_LENGTH = 16;
const NAME_MAX = 80;
const FILE_NAME_MAX = 150;

export interface DocumentAddressFields {
  id: string;
  sha256: string;
  fileName: string;
}

export function documentVersion(sha256: string): string {
  return sha256.slice(0, VERSION_LENGTH).toLowerCase();
}

/** "Datenblatt Größe (2).PDF" → "datenblatt-grosse-2.pdf"; a name with no Latin letters or digits → "document.pdf". */
export function documentUrlName(fileName: string): string {
  const slug = fileName
    .replace(/\.pdf$/i, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, NAME_MAX)
    .replace(/^-+|-+$/g, "");
  return `${slug || "document"}.pdf`;
}

export function documentPath(document: DocumentAddressFields): string {
  return `${DOCUMENTS_PATH_PREFIX}${document.id}/${documentVersion(document.sha256)}/${documentUrlName(document.fileName)}`;
}

/** The absolute address, for emails (PUBLIC_BASE_URL). */
export function documentUrl(publicBaseUrl: string, document: DocumentAddressFields): string {
  return new URL(documentPath(document), publicBaseUrl).toString();
}

/**
 * The uploaded file's name as stored and offered for download: no folders, no control characters or quotes, spaces
 * collapsed, at most 150 characters, ending in .pdf (the content was checked to be a PDF whatever the name said).
 */
export function cleanDocumentFileName(name: string | null | undefined): string {
  const base = (name ?? "")
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001F\u007F-\u009F"]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const stem = base
    .replace(/\.pdf$/i, "")
    .trim()
    .slice(0, FILE_NAME_MAX - 4)
    .trim();
  return `${stem || "document"}.pdf`;
}
