import { describe, expect, it } from "vitest";
import {
  ADMIN_JSON_BODY_LIMIT,
  bodyLimitFor,
  DEFAULT_BODY_LIMIT,
  INQUIRY_API_BODY_LIMIT,
  MULTIPART_OVERHEAD,
  PUBLIC_FORM_BODY_LIMIT,
  QUOTE_FORM_BODY_LIMIT,
  sizeText,
} from "./body-limit";
import { MAX_UPLOAD_BYTES } from "~/content/uploads";
import { MAX_IMPORT_BYTES } from "~/lib/admin/spreadsheet-columns";
import { DOCUMENT_MAX_BYTES } from "~/lib/catalogue/product-documents";
import { PASTE_FILE_MAX_BYTES, PASTE_MAX_CHARS } from "~/lib/quote-list/limits";

const PASTE_BODY_LIMIT = PASTE_FILE_MAX_BYTES + PASTE_MAX_CHARS * 9 + MULTIPART_OVERHEAD;

describe("bodyLimitFor", () => {
  it.each([
    ["/admin/sign-in", DEFAULT_BODY_LIMIT],
    ["/admin/sign-in.data", DEFAULT_BODY_LIMIT],
    ["/admin/account", DEFAULT_BODY_LIMIT],
    ["/admin/products/abc/delete", DEFAULT_BODY_LIMIT],
    ["/api/inquiries", INQUIRY_API_BODY_LIMIT],
    ["/api/inquiries/x", DEFAULT_BODY_LIMIT],
    ["/about", DEFAULT_BODY_LIMIT],
    ["/contact", PUBLIC_FORM_BODY_LIMIT],
    ["/Contact/", PUBLIC_FORM_BODY_LIMIT],
    ["/get-quote.data", QUOTE_FORM_BODY_LIMIT],
    ["/ar/contact", PUBLIC_FORM_BODY_LIMIT],
    ["/AR/Contact.data", PUBLIC_FORM_BODY_LIMIT],
    ["/ar/get-quote", QUOTE_FORM_BODY_LIMIT],
    ["/ar/quote-list/paste.data", PASTE_BODY_LIMIT],
    ["/quote-list/paste", PASTE_BODY_LIMIT],
    ["/ar/about", DEFAULT_BODY_LIMIT],
    ["/ar/admin/catalogue", DEFAULT_BODY_LIMIT],
    ["/admin/catalogue", MAX_IMPORT_BYTES + MULTIPART_OVERHEAD],
    ["/admin/catalogue.data", MAX_IMPORT_BYTES + MULTIPART_OVERHEAD],
    ["/admin/products/new", 1024 * 1024],
    ["/admin/products/0b5c6f7e-1111-4222-8333-944455556666", 1024 * 1024],
    ["/admin/brands/new.data", 128 * 1024],
    ["/api/admin/uploads", MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD],
    ["/api//admin/%75ploads", MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD],
    ["/api/admin/products/abc", ADMIN_JSON_BODY_LIMIT],
    // Issue 19: document uploads and replacements, forms and API; an edit's JSON keeps the API's limit.
    ["/admin/products/0b5c6f7e-1111-4222-8333-944455556666/documents", DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD],
    ["/admin/products/x/documents/y.data", DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD],
    ["/api/admin/products/x/documents", DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD],
    ["/api/admin/products/x/documents/y/file", DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD],
    ["/api/admin/products/x/documents/y", ADMIN_JSON_BODY_LIMIT],
    ["/api/administrator", DEFAULT_BODY_LIMIT],
  ])("%s: %i bytes", (path, limit) => {
    expect(bodyLimitFor(path)).toBe(limit);
  });

  it("says sizes as people read them", () => {
    expect(sizeText(DEFAULT_BODY_LIMIT)).toBe("64 KB");
    expect(sizeText(MAX_IMPORT_BYTES + MULTIPART_OVERHEAD)).toBe("20.1 MB");
  });
});
