/**
 * Static files whose names carry no hash (public/, build/client's copy of it, stored images): a request whose `?v=` equals
 * the file's content hash is cached for a year as immutable; any other request keeps the directory's short max-age, so old
 * and unversioned URLs still work and never pin stale content.
 */
import { contentHashOf } from "./content-hash";
import fs from "node:fs";
import express, { type RequestHandler } from "express";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

type StaticOptions = Parameters<typeof express.static>[1];

const hashes = new Map<string, { stamp: string; hash: string }>();

/** The file's content hash (as in the asset manifest), remembered until its size or modification time changes. */
export function fileContentHash(file: string, stat: fs.Stats): string {
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const known = hashes.get(file);
  if (known?.stamp === stamp) return known.hash;
  const hash = contentHashOf(fs.readFileSync(file));
  hashes.set(file, { stamp, hash });
  return hash;
}

export function versionedStatic(root: string, options: StaticOptions = {}): RequestHandler {
  return express.static(root, {
    ...options,
    setHeaders(res, file, stat) {
      const version = res.req.query.v;
      if (typeof version === "string" && version === fileContentHash(file, stat))
        res.setHeader("Cache-Control", IMMUTABLE_CACHE_CONTROL);
    },
  });
}
