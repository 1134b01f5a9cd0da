/** The JSON API of spec 7.2. Bad input always gets a 4xx with a JSON `message`. */
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from "express";
import { z } from "zod";
import type { Db } from "~server/db/client";
import type { MailEnv } from "~server/mail/mail-settings";
import { findActiveProduct, listActiveBrands, listActiveProducts } from "~server/catalogue/products";
import { apiProductInEdition, brandDescriptionInEdition } from "~/lib/catalogue/localized-product";
import { LOCALES } from "~/lib/i18n/locale";
import { contactInquiryApiSchema, quoteInquiryApiSchema, splitFullName } from "~/lib/forms/inquiry-api-schema";
import { fieldErrors } from "~/lib/forms/fields";
import { createInquiry, InquiryRefusal, type StoredInquiry } from "~server/inquiries/create-inquiry";
import { QUOTE_REQUEST_CATEGORY } from "~/content/options";
import { INQUIRY_API_BODY_LIMIT, sizeText } from "~server/http/body-limit";
import { suggestSearch } from "~server/search/suggest";
import { suggestRequestSchema } from "~/lib/search/suggest-schema";
import { suggestQuery } from "~/lib/search/suggest-query";
import type { SuggestResponse } from "~/lib/search/search-types";
import { loggableError } from "~server/db/loggable-error";
import { redactPrivateLinks } from "~/lib/quotes/redact-private-link";
import { privateQuoteApiRouter } from "./private-quote-router";
import { quoteListRouter } from "./quote-list-router";
import { compareApiAnswer } from "~server/compare/compare-api";

const pagingSchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});

/** Issue 18: `locale=ar` answers the Arabic texts in the same shape; English is the default (spec 7.2). */
const localeSchema = z.object({
  locale: z.enum(LOCALES, { message: `locale must be one of: ${LOCALES.join(", ")}.` }).default("en"),
});

const API_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * Submissions must say they are JSON. A page on another site can post text/plain, form-encoded or multipart bodies to us
 * without the browser asking first (CORS "simple" requests); application/json needs a preflight, which we never grant.
 */
const requireJson: RequestHandler = (req, res, next) => {
  if (!req.get("content-type") || req.is("application/json") === false) {
    res.status(415).json({ message: "Send the inquiry as JSON (Content-Type: application/json)." });
    return;
  }
  next();
};

export function apiRouter(db: Db, env: MailEnv): Router {
  const router = express.Router();
  // Only the endpoint that takes a body parses one, so an unknown address answers 404 whatever was sent to it. Issue 18:
  // a quote request of 100 lines with Arabic notes fits (body-limit.ts measures it).
  const inquiryBody = express.json({ limit: INQUIRY_API_BODY_LIMIT, strict: false, type: () => true });

  // Express answers If-None-Match with 304 from the weak ETag of the JSON body; a CDN may keep it for a minute.
  // Spec 7.2: the whole active catalogue; API clients may page it with optional `limit` (1-1000) and `offset`.
  router.get("/products", async (req, res) => {
    const page = pagingSchema.safeParse(req.query);
    if (!page.success) {
      res.status(400).json({ message: "limit must be 1-1000 and offset 0 or more.", errors: fieldErrors(page.error) });
      return;
    }
    const edition = localeSchema.safeParse(req.query);
    if (!edition.success) {
      res.status(400).json({ message: edition.error.issues[0]!.message, errors: fieldErrors(edition.error) });
      return;
    }
    const query = listActiveProducts(db);
    const { limit, offset } = page.data;
    const rows =
      limit === undefined && offset === undefined ? await query : await query.limit(limit ?? 1000).offset(offset ?? 0);
    res.set("Cache-Control", API_CACHE_CONTROL).json(rows.map((row) => apiProductInEdition(row, edition.data.locale)));
  });

  // One active product in the same shape as the list's items; an unknown or inactive id is a 404.
  router.get("/products/:id", async (req, res) => {
    const edition = localeSchema.safeParse(req.query);
    if (!edition.success) {
      res.status(400).json({ message: edition.error.issues[0]!.message, errors: fieldErrors(edition.error) });
      return;
    }
    const product = await findActiveProduct(db, req.params.id);
    if (!product) {
      res.status(404).json({ message: "No active product has this id." });
      return;
    }
    res.set("Cache-Control", API_CACHE_CONTROL).json(apiProductInEdition(product, edition.data.locale));
  });

  router.get("/brands", async (req, res) => {
    const edition = localeSchema.safeParse(req.query);
    if (!edition.success) {
      res.status(400).json({ message: edition.error.issues[0]!.message, errors: fieldErrors(edition.error) });
      return;
    }
    const brands = (await listActiveBrands(db)).map(({ descriptionAr, ...brand }) => ({
      ...brand,
      description: brandDescriptionInEdition({ description: brand.description, descriptionAr }, edition.data.locale)
        .value,
    }));
    res.set("Cache-Control", API_CACHE_CONTROL).json(brands);
  });

  // Issue 15: up to SUGGESTION_LIMIT products and categories for what a buyer is typing; shorter than
  // SUGGEST_MIN_LENGTH after trimming answers an empty list without a database read.
  router.get("/search/suggest", async (req, res) => {
    const parsed = suggestRequestSchema.safeParse(req.query);
    if (!parsed.success) {
      res.status(400).json({ message: parsed.error.issues[0]!.message, errors: fieldErrors(parsed.error) });
      return;
    }
    const query = suggestQuery(parsed.data.q);
    const body: SuggestResponse = {
      query: parsed.data.q,
      suggestions: query === null ? [] : await suggestSearch(db, query, parsed.data.locale),
    };
    res.set("Cache-Control", API_CACHE_CONTROL).json(body);
  });
  router.all("/search/suggest", (_req, res) => {
    res.status(405).set("Allow", "GET, HEAD").json({ message: "Only GET and HEAD are allowed." });
  });

  // Issue 19: products side by side (server/compare/compare-api.ts): 1-4 ids, the rows grouped, a cell per product.
  router.get("/compare", async (req, res) => {
    const answer = await compareApiAnswer(db, req.query);
    if (answer.status === 200) res.set("Cache-Control", API_CACHE_CONTROL);
    res.status(answer.status).json(answer.body);
  });
  router.all("/compare", (_req, res) => {
    res.status(405).set("Allow", "GET, HEAD").json({ message: "Only GET and HEAD are allowed." });
  });

  router.post("/inquiries", requireJson, inquiryBody, async (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      res.status(400).json({ message: "The request body must be a JSON object." });
      return;
    }
    const isQuotePayload = "name" in body && !("firstName" in body);
    // The answer of spec 7.2 ({id, reference}), with the buyer's private link for a quote request (issue 17).
    const answer = ({ id, reference, privateUrl }: StoredInquiry) => ({
      id,
      reference,
      ...(privateUrl && { privateUrl }),
    });
    try {
      if (isQuotePayload) {
        const parsed = quoteInquiryApiSchema.safeParse(body);
        if (!parsed.success) {
          res.status(400).json({ message: "Please check the highlighted fields.", errors: fieldErrors(parsed.error) });
          return;
        }
        const { name, lines, ...rest } = parsed.data;
        const kind = rest.category === QUOTE_REQUEST_CATEGORY || lines?.length ? "quote" : "contact";
        const stored = await createInquiry(db, { ...rest, ...splitFullName(name), kind }, env, { lines });
        res.status(201).json(answer(stored));
        return;
      }
      const parsed = contactInquiryApiSchema.safeParse(body);
      if (!parsed.success) {
        res.status(400).json({ message: "Please check the highlighted fields.", errors: fieldErrors(parsed.error) });
        return;
      }
      const { lines, ...contact } = parsed.data;
      const stored = await createInquiry(db, { ...contact, kind: lines?.length ? "quote" : "contact" }, env, { lines });
      res.status(201).json(answer(stored));
    } catch (error) {
      if (!(error instanceof InquiryRefusal)) throw error;
      res.status(error.status).json({ message: error.message });
    }
  });

  // Issue 17: the buyer's answers on the private quote page, as JSON.
  router.use("/q", privateQuoteApiRouter(db, env));
  // Issue 17: the visitor's quote list, on its cookie.
  router.use("/quote-list", quoteListRouter(db, env));

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  const errors: ErrorRequestHandler = (error: { status?: number; type?: string }, req, res, _next) => {
    if (error.type === "entity.too.large") {
      // Only POST /inquiries reads a body here.
      res.status(413).json({ message: `The request body is too large (${sizeText(INQUIRY_API_BODY_LIMIT)} at most).` });
    } else if (
      error.type === "entity.parse.failed" ||
      error.type === "encoding.unsupported" ||
      error.type === "charset.unsupported"
    ) {
      res.status(400).json({ message: "The request body is not valid JSON." });
    } else if (error.status && error.status >= 400 && error.status < 500) {
      res.status(error.status).json({ message: "The request could not be read." });
    } else {
      console.error(
        // Never the statement's parameters: they hold the visitor's data and the emails' private links.
        `[request ${String(res.locals.requestId ?? "-")}] ${req.method} ${redactPrivateLinks(req.originalUrl)} failed: ${loggableError(error)}`,
      );
      res.status(500).json({ message: "Something went wrong on our side. Please try again." });
    }
  };
  router.use(errors);
  return router;
}
