/**
 * GET|HEAD /api/documents/<id>/<version>/<name>.pdf (issue 19): a product document's file, only while the document exists
 * and its product is active. The address names the file's version (document-url.ts), so the current address is cached
 * for a year; any other address of the document (an old version, another name) is sent to the current one. The file is
 * always a download (Content-Disposition: attachment) with the PDF type, nosniff and a sandboxing CSP, so a PDF is never
 * shown as a page of this site.
 */
import type { RequestHandler } from "express";
import { attachmentDisposition } from "~/lib/admin/content-disposition";
import type { Db } from "~server/db/client";
import type { ObjectStorage } from "~server/storage/object-storage";
import { isUuid } from "~server/catalogue/admin/write-result";
import { findServableDocument } from "./document-store";
import { documentPath } from "./document-url";

export const DOCUMENT_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Opened on its own (typed into the address bar), the answer may run nothing, load nothing and submit nothing. */
export const DOCUMENT_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";
const PATH = /^\/([^/]+)\/([^/]+)\/([^/]+)$/;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function serveDocuments({ db, storage }: { db: Db; storage: ObjectStorage }): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").json({ message: "Documents can only be read." });
      return;
    }
    const notFound = () => res.status(404).set("Cache-Control", "no-store").json({ message: "Document not found." });
    const match = PATH.exec(req.path);
    if (!match || !isUuid(match[1]!)) return void notFound();
    try {
      const document = await findServableDocument(db, match[1]!.toLowerCase());
      if (!document) return void notFound();
      const current = documentPath(document);
      if (req.baseUrl + req.path !== current) {
        // An old version or another name: the current address, which may change again, so the redirect is not cached.
        res.set("Cache-Control", "no-cache").redirect(302, current);
        return;
      }
      const etag = `"${document.sha256}"`;
      const headers = {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachmentDisposition(document.fileName),
        "Cache-Control": DOCUMENT_CACHE_CONTROL,
        ETag: etag,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": DOCUMENT_CONTENT_SECURITY_POLICY,
      };
      if (etagMatches(req.get("if-none-match"), etag)) return void res.status(304).set(headers).end();
      let object;
      try {
        object = await storage.get(document.storageKey);
      } catch (error) {
        console.error(`[documents] reading ${document.storageKey} failed: ${(error as Error).message}`);
        res
          .status(503)
          .set({ "Cache-Control": "no-store", "Retry-After": "5" })
          .json({ message: "Documents are unavailable. Try again shortly." });
        return;
      }
      if (!object) {
        console.error(`[documents] ${document.storageKey} of document ${document.id} is missing from the storage`);
        return void notFound();
      }
      res.set({ ...headers, "Content-Length": String(object.bytes.length) });
      if (req.method === "HEAD") return void res.end();
      res.end(object.bytes);
    } catch (error) {
      next(error);
    }
  };
}
