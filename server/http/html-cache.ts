/**
 * HTML caching: a validator (ETag) for successful page GETs, and a private Cache-Control on every page.
 * Pages are rendered with a per-request CSP nonce, so no shared cache may keep one (it would hand one nonce to many
 * visitors); the browser keeps its own copy and revalidates it. The ETag is computed over the body with the nonce
 * removed, and a 304 carries no new Content-Security-Policy: the browser keeps the policy stored with the body it already
 * has, whose nonce matches that body.
 */
import { createHash } from "node:crypto";
import type { RequestHandler } from "express";

export const HTML_CACHE_CONTROL = "private, no-cache";

type Chunk = string | Buffer | Uint8Array;

export function htmlEtag(nonceOf: (locals: Record<string, unknown>) => string): RequestHandler {
  return (req, res, next) => {
    const readOnly = req.method === "GET" || req.method === "HEAD";
    const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (chunk?: Chunk, ...rest: unknown[]) => typeof res;
    const chunks: Buffer[] = [];
    let buffering: boolean | undefined;
    // Answers with a policy of their own (the back office marks its no-store) keep it and get no ETag.
    const isPublicPage = () => !/no-store|private/.test(String(res.getHeader("cache-control") ?? ""));
    const isPage = () => {
      if (buffering !== undefined) return buffering;
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      buffering = html && readOnly && res.statusCode === 200 && isPublicPage();
      // Error pages and answers to form posts carry a nonce too: never shared, and not kept for reuse.
      if (html && !buffering && !res.headersSent && !res.hasHeader("cache-control"))
        res.setHeader("Cache-Control", "private, no-store");
      return buffering;
    };
    const toBuffer = (chunk: Chunk, encoding?: unknown) =>
      typeof chunk === "string" ? Buffer.from(chunk, (encoding as BufferEncoding) ?? "utf8") : Buffer.from(chunk);

    res.write = ((chunk: Chunk, ...rest: unknown[]) => {
      if (!isPage()) return write(chunk, ...rest);
      chunks.push(toBuffer(chunk, typeof rest[0] === "string" ? rest[0] : undefined));
      return true;
    }) as typeof res.write;

    res.end = ((chunk?: Chunk | (() => void), ...rest: unknown[]) => {
      if (!isPage()) return end(chunk as Chunk, ...rest);
      if (chunk && typeof chunk !== "function")
        chunks.push(toBuffer(chunk, typeof rest[0] === "string" ? rest[0] : undefined));
      const body = Buffer.concat(chunks);
      const nonce = nonceOf(res.locals);
      const stable = nonce ? body.toString("utf8").split(nonce).join("") : body;
      const etag = `W/"${createHash("sha1").update(stable).digest("base64url")}"`;
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
      if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) {
        res.statusCode = 304;
        for (const header of ["Content-Security-Policy", "Content-Type", "Content-Length"]) res.removeHeader(header);
        return end();
      }
      res.setHeader("Content-Length", body.length);
      return end(req.method === "HEAD" ? undefined : body);
    }) as typeof res.end;
    next();
  };
}
