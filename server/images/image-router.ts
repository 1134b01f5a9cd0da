/**
 * GET /api/images?src=/api/storage/…/photo.jpg&w=640&f=avif&v=<content hash>: a resized raster variant.
 * Bad input is a 4xx with a JSON `message`. A URL whose `v` matches the source's content is immutable for a year; without
 * (or with an outdated) `v` the answer is revalidated with its ETag after an hour.
 */
import path from "node:path";
import express, { type Router } from "express";
import { VARIANT_CONTENT_TYPES } from "~/lib/images/image-variants";
import { imageVariantQuerySchema } from "~/lib/images/variant-query";
import type { ImageSourceReader } from "./source";
import { UnreadableImageError, variantCache } from "./variant-cache";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const REVALIDATED_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

export function imageRouter(options: { dataDir: string; readImageSource: ImageSourceReader }): Router {
  const router = express.Router();
  const variant = variantCache(path.resolve(options.dataDir, "image-cache"));

  router.get("/", async (req, res, next) => {
    try {
      const parsed = imageVariantQuerySchema.safeParse(req.query);
      if (!parsed.success) {
        // One message per parameter: the first rule it breaks.
        const messages = new Map<string, string>();
        for (const issue of parsed.error.issues)
          if (!messages.has(String(issue.path[0]))) messages.set(String(issue.path[0]), issue.message);
        res
          .status(400)
          .set("Cache-Control", "no-store")
          .json({ message: [...messages.values()].join(" ") });
        return;
      }
      const { src, w, f, v } = parsed.data;
      const source = await options.readImageSource(src);
      if (!source) {
        res.status(404).set("Cache-Control", "no-store").json({ message: "There is no stored image at src." });
        return;
      }
      const etag = `"${source.contentHash}-${w}-${f}"`;
      res.set({
        "Content-Type": VARIANT_CONTENT_TYPES[f],
        ETag: etag,
        "Cache-Control": v === source.contentHash ? IMMUTABLE_CACHE_CONTROL : REVALIDATED_CACHE_CONTROL,
      });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      const body = await variant({ bytes: source.bytes, contentHash: source.contentHash, width: w, format: f });
      res.send(body);
    } catch (error) {
      if (error instanceof UnreadableImageError) {
        res
          .status(422)
          .set("Cache-Control", "no-store")
          .json({ message: "The stored file at src is not a readable image." });
        return;
      }
      next(error);
    }
  });

  router.all("/", (_req, res) => {
    res.status(405).set("Allow", "GET, HEAD").json({ message: "Only GET and HEAD are allowed." });
  });
  return router;
}
