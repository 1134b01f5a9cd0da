/**
 * The build's hashed assets with their Zopfli-compressed `.gz` twins (decision 150): a browser that accepts gzip gets the
 * twin as `Content-Encoding: gzip`, so the compression middleware leaves it alone; any other client, or a file without a
 * twin, falls through to the plain static handler.
 */
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

export function precompressedAssets(directory: string, cacheControl: string): RequestHandler {
  // The build is fixed while the server runs: its twins are read once.
  const twins = new Set(
    fs.existsSync(directory)
      ? fs
          .readdirSync(directory)
          .filter((name) => name.endsWith(".gz"))
          .map((name) => name.slice(0, -3))
      : [],
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!twins.has(name)) return next();
    res.vary("Accept-Encoding");
    if (!req.acceptsEncodings("gzip")) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Cache-Control", cacheControl);
    res.sendFile(
      `${name}.gz`,
      { root: directory, dotfiles: "deny", cacheControl: false, lastModified: true },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  };
}
