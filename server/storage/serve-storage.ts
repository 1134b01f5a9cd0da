/** GET /api/storage/<key>: stored images from the configured backend, with ETag/304 and headers that keep them inert. */
import type { RequestHandler } from "express";
import { isPublicKey, UPLOAD_KEY_PREFIX, type ObjectStorage } from "./object-storage";
import { contentHashOf } from "~server/http/content-hash";

/** An SVG opened on its own is a document: no scripts, no outside requests, no plugins, only its inline styles. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Seeded and other keys may be replaced by a new demo or import, so they are cached for a week, as before. */
const WEEK = "public, max-age=604800";

function keyOf(path: string): string | null {
  try {
    const key = decodeURIComponent(path.replace(/^\/+/, ""));
    return isPublicKey(key) ? key : null;
  } catch {
    return null;
  }
}

export function serveStorage(storage: ObjectStorage): RequestHandler {
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").json({ message: "Stored images can only be read." });
      return;
    }
    const key = keyOf(req.path);
    const notFound = () => res.status(404).set("Cache-Control", "no-store").json({ message: "Not found" });
    if (!key) return void notFound();
    let object;
    try {
      object = await storage.get(key);
    } catch (error) {
      console.error(`[storage] ${String((error as Error).message)}`);
      res
        .status(503)
        .set({ "Cache-Control": "no-store", "Retry-After": "5" })
        .json({ message: "Stored images are unavailable. Try again shortly." });
      return;
    }
    if (!object) return void notFound();
    res.set({
      "Content-Type": object.contentType,
      ETag: object.etag,
      // Uploads never change under their key; other keys are immutable only under a URL versioned with their content (?v=).
      "Cache-Control":
        key.startsWith(UPLOAD_KEY_PREFIX) || req.query.v === contentHashOf(object.bytes) ? IMMUTABLE : WEEK,
      "X-Content-Type-Options": "nosniff",
    });
    if (object.contentType === "image/svg+xml") res.set("Content-Security-Policy", SVG_CONTENT_SECURITY_POLICY);
    const tags = req.get("if-none-match");
    if (
      tags &&
      (tags.trim() === "*" ||
        tags.split(",").some((tag) => tag.trim().replace(/^W\//, "") === object.etag.replace(/^W\//, "")))
    ) {
      res.status(304).end();
      return;
    }
    res.set("Content-Length", String(object.bytes.length));
    if (req.method === "HEAD") return void res.end();
    res.end(object.bytes);
  };
}
