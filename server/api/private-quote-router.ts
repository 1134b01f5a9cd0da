/**
 * The buyer's answers as JSON (issue 17), for scripts and tests, mounted at /api/q by server/api/router.ts:
 * POST /api/q/:reference/:token/accept {version} · /decline {version, reason?} · /question {message}.
 * 200 {status, message}; 400 {message, errors}; 404 {message} for a wrong link (the same for an unknown reference);
 * 409 {message} for a stale, expired or already answered quotation; 429 {message} after too many wrong links.
 * Messages are in English, like the rest of the JSON API (the Arabic page has its own form answers).
 * Like POST /api/inquiries, bodies must be JSON (a cross-site page cannot send that without a preflight we never grant).
 */
import express, { type RequestHandler, type Router } from "express";
import { DrizzleQueryError } from "drizzle-orm/errors";
import type { Db } from "~server/db/client";
import type { MailEnv } from "~server/mail/mail-settings";
import { DEFAULT_BODY_LIMIT } from "~server/http/body-limit";
import { loggableError } from "~server/db/loggable-error";
import { fieldErrors } from "~/lib/forms/fields";
import { BUYER_ANSWER_TEXT, PRIVATE_QUOTE_TEXT } from "~/content/private-quote";
import { waitMinutes } from "~server/auth/sign-in-throttle";
import { BUYER_SCHEMAS, runBuyerAnswer } from "~server/quotes/buyer-actions";
import { openPrivateQuote } from "~server/quotes/private-quote";
import type { BuyerIntent } from "~/lib/quotes/private-quote-view";

export const NOT_FOUND_MESSAGE = "Not found";

const requireJson: RequestHandler = (req, res, next) => {
  if (!req.get("content-type") || req.is("application/json") === false) {
    res.status(415).json({ message: "Send the answer as JSON (Content-Type: application/json)." });
    return;
  }
  next();
};

export function privateQuoteApiRouter(db: Db, env: MailEnv): Router {
  const router = express.Router();
  const jsonBody = express.json({ limit: DEFAULT_BODY_LIMIT, strict: false, type: () => true });

  for (const intent of ["accept", "decline", "question"] as const satisfies readonly BuyerIntent[]) {
    router.post(`/:reference/:token/${intent}`, requireJson, jsonBody, async (req, res) => {
      const access = await openPrivateQuote(
        db,
        req.ip ?? req.socket.remoteAddress ?? "unknown",
        String(req.params.reference),
        String(req.params.token),
      );
      if (access.kind === "locked") {
        res
          .status(429)
          .set("Retry-After", String(access.retryAfterSeconds))
          .json({ message: PRIVATE_QUOTE_TEXT.en.tooMany(waitMinutes(access.retryAfterSeconds)) });
        return;
      }
      if (access.kind === "not-found") {
        res.status(404).json({ message: NOT_FOUND_MESSAGE });
        return;
      }
      const body: unknown = req.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        res.status(400).json({ message: "The request body must be a JSON object." });
        return;
      }
      const parsed = BUYER_SCHEMAS.en[intent].safeParse(body);
      if (!parsed.success) {
        res.status(400).json({ message: BUYER_ANSWER_TEXT.en.fixFields, errors: fieldErrors(parsed.error) });
        return;
      }
      try {
        const outcome = await runBuyerAnswer(db, env, access.inquiry, intent, parsed.data as never);
        if (!outcome.ok) {
          res.status(outcome.httpStatus).json({ message: outcome.message, reason: outcome.reason });
          return;
        }
        res.json({ status: outcome.status, message: outcome.message });
      } catch (error) {
        console.error(
          `[request ${String(res.locals.requestId ?? "-")}] POST /api/q/…/${intent} failed:`,
          error instanceof DrizzleQueryError ? loggableError(error) : error,
        );
        res.status(503).json({ message: BUYER_ANSWER_TEXT.en.unavailable });
      }
    });
  }
  return router;
}
