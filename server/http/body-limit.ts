/**
 * Every request body has a size limit before any of it is read. One table names the routes that take more than the
 * default; the middleware in front of the API and React Router refuses a larger body with 413: at once when the declared
 * Content-Length is over the limit, and for a chunked body (no Content-Length) as soon as the bytes received pass it.
 * A chunked body is held (at most the limit) until it is complete, so the application only ever sees a body that fits.
 */
import type { Request, RequestHandler, Response } from "express";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/content/uploads";
import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_BYTES } from "~/lib/admin/spreadsheet-columns";
import { BODY_LIMIT_TEXT } from "~/content/errors";
import { QUOTE_LIST_PASTE_MESSAGES } from "~/content/quote-list-paste";
import { QUOTE_REQUEST_MESSAGES } from "~/content/quote-request";
import { PASTE_FILE_MAX_BYTES, PASTE_MAX_CHARS, QUOTE_ATTACHMENTS_MAX_TOTAL_BYTES } from "~/lib/quote-list/limits";
import { normalisePath } from "~server/auth/staff-gate";
import { DOCUMENT_MAX_BYTES } from "~/lib/catalogue/product-documents";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import { localeOfPath, type Locale } from "~/lib/i18n/locale";

const KB = 1024;
const MB = 1024 * KB;

/** Anything not named below: sign-in, the account page, inbox notes, deletes, the public JSON API. */
export const DEFAULT_BODY_LIMIT = 64 * KB;
/** The largest body a person's contact or quote form can make (every field at its maxlength, 3-byte characters, URL-encoded, is under 64 KB). */
export const PUBLIC_FORM_BODY_LIMIT = 128 * KB;
/** Room for multipart boundaries and part headers around a file of the maximum size. */
export const MULTIPART_OVERHEAD = 64 * KB;
/**
 * The quote form with its attachments (issue 17): the files' 25 MB together, the form's fields, and multipart framing.
 * A body over it is refused with the attachments' message; one under it but with files over 25 MB gets the field message.
 */
export const QUOTE_FORM_BODY_LIMIT = QUOTE_ATTACHMENTS_MAX_TOTAL_BYTES + PUBLIC_FORM_BODY_LIMIT + MULTIPART_OVERHEAD;
/**
 * POST /api/inquiries (issue 18): the largest valid body, every field at its maximum in Arabic with 100 lines of
 * 500-character notes, is 119,951 bytes as UTF-8 and 342,755 bytes with every letter escaped as \uXXXX (as many JSON
 * encoders write non-ASCII text); tests/api/arabic-forms-api.test.ts builds it. Just above the larger figure.
 */
export const INQUIRY_API_BODY_LIMIT = 336 * KB;
/** The back-office JSON API (express.json uses the same figure). */
export const ADMIN_JSON_BODY_LIMIT = 256 * KB;

export interface BodyLimitRule {
  path: RegExp;
  limit: number;
  why: string;
  /**
   * What a refused sender is told, where the route has its own words for it (per edition on the public pages, which
   * exist under /ar too); otherwise the size is named.
   */
  message?: string | Readonly<Record<Locale, string>>;
}

/**
 * Paths are matched lower-cased, percent-decoded, without a trailing slash or React Router's ".data" suffix. First match
 * wins. The public forms exist in both editions: `(\/ar)?` (issue 18).
 */
export const BODY_LIMITS: readonly BodyLimitRule[] = [
  { path: /^(\/ar)?\/contact$/, limit: PUBLIC_FORM_BODY_LIMIT, why: "public contact form" },
  {
    path: /^(\/ar)?\/get-quote$/,
    limit: QUOTE_FORM_BODY_LIMIT,
    why: "quote form with attachments (25 MB together)",
    message: { en: QUOTE_REQUEST_MESSAGES.en.attachmentsTooLarge, ar: QUOTE_REQUEST_MESSAGES.ar.attachmentsTooLarge },
  },
  {
    path: /^(\/ar)?\/quote-list\/paste$/,
    // The box (3-byte characters, URL-encoded) and a file, or the preview carried back by Add to Quote List.
    limit: PASTE_FILE_MAX_BYTES + PASTE_MAX_CHARS * 9 + MULTIPART_OVERHEAD,
    why: "pasted quote list and its CSV or XLSX file",
    message: { en: QUOTE_LIST_PASTE_MESSAGES.en.fileTooLarge, ar: QUOTE_LIST_PASTE_MESSAGES.ar.fileTooLarge },
  },
  { path: /^\/api\/inquiries$/, limit: INQUIRY_API_BODY_LIMIT, why: "inquiry API: 100 lines with Arabic notes" },
  {
    path: /^\/admin\/catalogue$/,
    limit: MAX_IMPORT_BYTES + MULTIPART_OVERHEAD,
    why: "spreadsheet import (20 MB file)",
    message: IMPORT_TOO_LARGE_MESSAGE,
  },
  // Issue 19: a product's PDF documents (20 MB), from the back office's forms and the JSON API (upload, replace).
  {
    path: /^\/admin\/products\/[^/]+\/documents(\/[^/]+)?$/,
    limit: DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD,
    why: "product document upload (20 MB PDF)",
    message: DOCUMENT_MESSAGES.tooLarge,
  },
  {
    path: /^\/api\/admin\/products\/[^/]+\/documents(\/[^/]+\/file)?$/,
    limit: DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD,
    why: "product document upload API (20 MB PDF)",
    message: DOCUMENT_MESSAGES.tooLarge,
  },
  // Product form: description 10,000 + 50 features and 100 specification lines of 300 + addresses: ~60,000 characters,
  // ~540 KB URL-encoded at 9 bytes per 3-byte character.
  { path: /^\/admin\/products\/[^/]+$/, limit: 1 * MB, why: "product form" },
  // Specification labels (issue 19): per label its key (≤ 200 characters), group and order with the ones shown, ~2 KB
  // URL-encoded at worst; 1,000 labels, where a catalogue's few hundred fit many times over.
  { path: /^\/admin\/specifications$/, limit: 2 * MB, why: "specification labels form" },
  // Brand form: ~6,200 characters, ~56 KB URL-encoded at worst.
  { path: /^\/admin\/brands\/[^/]+$/, limit: 128 * KB, why: "brand form" },
  {
    path: /^\/api\/admin\/uploads$/,
    limit: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
    why: "image upload (10 MB file)",
    message: UPLOAD_MESSAGES.tooLarge,
  },
  { path: /^\/api\/admin(\/|$)/, limit: ADMIN_JSON_BODY_LIMIT, why: "back-office JSON API" },
];

export function bodyLimitRuleFor(pathname: string): Pick<BodyLimitRule, "limit" | "message"> {
  const path = normalisePath(pathname)
    .replace(/\.data$/, "")
    .replace(/^\/_root$/, "/")
    .replace(/(.)\/$/, "$1");
  return BODY_LIMITS.find((entry) => entry.path.test(path)) ?? { limit: DEFAULT_BODY_LIMIT };
}

export function bodyLimitFor(pathname: string): number {
  return bodyLimitRuleFor(pathname).limit;
}

/**
 * After a refusal the rest of the body is read and dropped up to this many bytes, so a sender that is still uploading
 * reads the 413 rather than a connection reset; past it the connection is closed.
 */
export const DRAIN_BYTES = 8 * MB;

export function sizeText(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / KB)} KB`;
}

/** A rule's own message in the edition of the refused address, if it has one. */
function ruleMessage(message: BodyLimitRule["message"], pathname: string): string | undefined {
  return typeof message === "object" ? message[localeOfPath(pathname)] : message;
}

function refuse(req: Request, res: Response, { limit, message }: Pick<BodyLimitRule, "limit" | "message">) {
  res.status(413).set("Cache-Control", "no-store");
  const own = ruleMessage(message, req.path);
  // The API answers in English (spec 7); a page's refusal is in its edition's language (issue 18).
  if (req.path.startsWith("/api/")) res.json({ message: own ?? BODY_LIMIT_TEXT.en.api(sizeText(limit)) });
  else {
    const text = BODY_LIMIT_TEXT[localeOfPath(req.path)];
    res.type("html").send(text.page(own ?? text.pageMessage(sizeText(limit))));
  }
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * Holds a chunked body until it ends or passes `limit`. Node's HTTP parser hands each piece of the body to the request
 * with `req.push(chunk)` and ends it with `req.push(null)`; the pieces are kept here instead and given to the request
 * only once the whole body is known to fit, so nothing downstream starts reading a body that will be refused.
 */
function holdBody(req: Request, limit: number, done: (fits: boolean) => void) {
  // What Node buffered before this middleware ran (at most its high-water mark and one socket read).
  let size = req.readableLength;
  if (req.complete || size > limit) return done(size <= limit);
  // Called from inside Node's parser; the application runs (or the refusal is sent) on the next tick instead.
  const finish = (fits: boolean) => process.nextTick(done, fits);
  const push = req.push;
  const held: Buffer[] = [];
  req.push = (chunk: Buffer | null) => {
    if (chunk === null) {
      req.push = push;
      for (const piece of held) push.call(req, piece);
      push.call(req, null);
      finish(true);
      return false;
    }
    size += chunk.length;
    if (size > limit) {
      req.push = push;
      held.length = 0;
      finish(false);
      return true;
    }
    held.push(chunk);
    return true;
  };
  // Node pauses the socket when the request's buffer is full; the held pieces no longer fill it.
  req.socket.resume();
}

export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (declared === undefined && !chunked) return next();
    const rule = bodyLimitRuleFor(req.path);
    if (!chunked) return Number(declared) > rule.limit ? refuse(req, res, rule) : next();
    holdBody(req, rule.limit, (fits) => (fits ? next() : refuse(req, res, rule)));
  };
}
