/** How a product's or brand's history reads: who, when, what (field: before → after), newest first. */
export interface AuditEntryView {
  id: string;
  action: string;
  actorEmail: string | null;
  createdAt: string | Date;
  changes: Record<string, [unknown, unknown]> | null;
}

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  brand: "Brand",
  category: "Category",
  subcategory: "Subcategory",
  description: "Description",
  features: "Features",
  specifications: "Specifications",
  imageUrl: "Image",
  productUrl: "Product page",
  serialNumber: "Serial number",
  price: "Price",
  isActive: "Active",
  logoUrl: "Logo",
  website: "Website",
  duplicatedFrom: "Copied from",
  productsRenamed: "Products renamed",
  nameAr: "Arabic name",
  descriptionAr: "Arabic description",
  featuresAr: "Arabic features",
  specificationsAr: "Arabic specifications",
  documentId: "Document",
  documentKind: "Document kind",
  documentLanguage: "Document language",
  documentTitle: "Document title",
  documentRevisionDate: "Document revision date",
  documentFile: "Document file",
  documentSize: "Document size (bytes)",
  documentSha256: "Document SHA-256",
};

const ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Edited",
  activate: "Activated",
  deactivate: "Deactivated",
  delete: "Deleted",
  import: "Imported",
  "document-add": "Document added",
  "document-update": "Document edited",
  "document-replace": "Document file replaced",
  "document-delete": "Document deleted",
};

const MAX_VALUE_LENGTH = 160;

export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value))
    return value.length === 0 ? "(empty)" : value.map((item) => formatAuditValue(item)).join("; ");
  const text = typeof value === "string" ? value.replace(/\s*\n\s*/g, " / ") : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

export function changeLines(changes: AuditEntryView["changes"]): ChangeLine[] {
  return Object.entries(changes ?? {}).map(([field, [before, after]]) => ({
    field: FIELD_LABELS[field] ?? field,
    before: formatAuditValue(before),
    after: formatAuditValue(after),
  }));
}

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** "2026-11-25 01:42 UTC": one unambiguous form for staff in any time zone, identical on server and browser. */
export function formatAuditTime(value: string | Date): string {
  const iso = (typeof value === "string" ? new Date(value) : value).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
