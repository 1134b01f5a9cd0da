/**
 * The quote list's JSON API (issue 17), on the same cookie as the pages: GET the list, POST products to it, PATCH and
 * DELETE a line, DELETE the whole list. Bad input answers 4xx with a JSON `message` (and `productId` when one product
 * was refused); a refused call changes nothing. Only POST carries a body, and only as JSON: a page on another site
 * cannot send one without a CORS preflight, which is never granted; PATCH and DELETE need a preflight anyway.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { QUOTE_LIST_MESSAGES } from "~/content/quote-list-messages";
import { firstMessage, quoteListAddSchema, quoteListUpdateSchema } from "~/lib/quote-list/schemas";
import type { Db } from "~server/db/client";
import { DEFAULT_BODY_LIMIT } from "~server/http/body-limit";
import {
  quoteListCookieHeader,
  quoteListCookieOptions,
  readQuoteListCookie,
} from "~server/quote-list/quote-list-cookie";
import {
  addToQuoteList,
  clearQuoteList,
  ensureQuoteList,
  findQuoteList,
  readQuoteList,
  removeFromQuoteList,
  updateQuoteListLine,
  type QuoteListLineView,
  type QuoteListResult,
} from "~server/quote-list/quote-list-store";

/** What GET and every successful change answer. */
export interface QuoteListResponse {
  /** The JSON API names products in English, like every API answer (spec 7.2). */
  lines: Array<Omit<QuoteListLineView, "addedAt" | "nameInEnglish"> & { addedAt: string }>;
  count: number;
}

const requireJson: RequestHandler = (req, res, next) => {
  if (!req.get("content-type") || req.is("application/json") === false) {
    res.status(415).json({ message: QUOTE_LIST_MESSAGES.en.badRequest });
    return;
  }
  next();
};

export function quoteListRouter(db: Db, env: { PUBLIC_BASE_URL: string }): Router {
  const router = express.Router();
  const jsonBody = express.json({ limit: DEFAULT_BODY_LIMIT, strict: false, type: () => true });
  const cookieOptions = quoteListCookieOptions(env);

  router.use((_req, res, next) => {
    // Per visitor: never kept by a browser cache or a CDN.
    res.set("Cache-Control", "private, no-store");
    next();
  });

  async function answerList(res: Response, listId: string | null, status = 200) {
    const lines = await readQuoteList(db, listId);
    const body: QuoteListResponse = {
      lines: lines.map(({ nameInEnglish: _english, ...line }) => ({ ...line, addedAt: line.addedAt.toISOString() })),
      count: lines.length,
    };
    res.status(status).json(body);
  }

  function refuse(res: Response, result: Exclude<QuoteListResult, { ok: true }>) {
    res
      .status(result.status)
      .json({ message: result.message, ...(result.productId ? { productId: result.productId } : {}) });
  }

  const existingList = (req: Request) => findQuoteList(db, readQuoteListCookie(req.get("cookie")));

  router.get("/", async (req, res) => {
    await answerList(res, await existingList(req));
  });

  router.post("/", requireJson, jsonBody, async (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      res.status(400).json({ message: QUOTE_LIST_MESSAGES.en.notAnObject });
      return;
    }
    const parsed = quoteListAddSchema.safeParse(body);
    if (!parsed.success) {
      res.status(400).json({ message: firstMessage(parsed.error) });
      return;
    }
    const list = await ensureQuoteList(db, readQuoteListCookie(req.get("cookie")));
    // Set on every change: the cookie's 30 days restart with the list's.
    res.append("Set-Cookie", quoteListCookieHeader(list.token, cookieOptions));
    const result = await addToQuoteList(db, list.listId, parsed.data.items);
    if (!result.ok) return refuse(res, result);
    await answerList(res, list.listId);
  });

  router.patch("/:productId", jsonBody, async (req, res) => {
    const parsed = quoteListUpdateSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ message: firstMessage(parsed.error) });
      return;
    }
    const listId = await existingList(req);
    if (!listId) {
      res.status(404).json({ message: QUOTE_LIST_MESSAGES.en.notInList, productId: req.params.productId });
      return;
    }
    const result = await updateQuoteListLine(db, listId, req.params.productId, parsed.data);
    if (!result.ok) return refuse(res, result);
    await answerList(res, listId);
  });

  router.delete("/:productId", async (req, res) => {
    const listId = await existingList(req);
    if (!listId) {
      res.status(404).json({ message: QUOTE_LIST_MESSAGES.en.notInList, productId: req.params.productId });
      return;
    }
    const result = await removeFromQuoteList(db, listId, req.params.productId);
    if (!result.ok) return refuse(res, result);
    await answerList(res, listId);
  });

  router.delete("/", async (req, res) => {
    const listId = await existingList(req);
    if (listId) await clearQuoteList(db, listId);
    await answerList(res, listId);
  });

  router.all(["/", "/:productId"], (req, res) => {
    const allow = req.path === "/" ? "GET, HEAD, POST, DELETE" : "PATCH, DELETE";
    res
      .status(405)
      .set("Allow", allow)
      .json({ message: `Only ${allow} are allowed here.` });
  });
  return router;
}
