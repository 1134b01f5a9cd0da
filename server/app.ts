/** The Express application: security headers, compression, static assets, rate limits, the JSON API, and React Router for pages. */
import { randomUUID } from "node:crypto";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { createRequestHandler } from "@react-router/express";
import { htmlEtag } from "~server/http/html-cache";
import type { ServerBuild } from "react-router";
import type { Database } from "~server/db/client";
import { sessionPolicy, staffCookieOptions, type Env } from "./env";
import { apiRouter } from "~server/api/router";
import { securityHeaders } from "~server/http/security-headers";
import { memoryStore, postgresStore, rateLimit } from "~server/http/rate-limit";
import { staffGate } from "~server/auth/staff-gate";
import type { SignedInStaff } from "~server/auth/sessions";
import { adminApiRouter } from "~server/api/admin-router";
import { serveStorage } from "~server/storage/serve-storage";
import { serveDocuments } from "~server/documents/serve-documents";
import { storageFor } from "~server/storage/storage-config";
import { imageRouter } from "~server/images/image-router";
import { imageSourceReader } from "~server/images/source";
import { IMMUTABLE_CACHE_CONTROL, versionedStatic } from "~server/http/static-assets";
import { precompressedAssets } from "~server/http/precompressed";
import { expressTrustProxy } from "~server/http/client-address";
import { bodyLimit } from "~server/http/body-limit";
import { withOwnMethodNotAllowed } from "~server/http/method-not-allowed";
import { broadCellsReady } from "~server/search/broad-cells";
import { privateQuoteHeaders } from "~server/quotes/private-quote";
import { QUOTE_LIST_CHANGES_PER_MINUTE } from "~/lib/quote-list/limits";
import { quoteListCounter } from "~server/quote-list/quote-list-cookie";
import { compareSelectionReader } from "~server/compare/read-comparison";

const YEAR_SECONDS = 31_536_000;

export interface AppOptions {
  env: Env;
  database: Database;
  /** The React Router build; production passes the built module, development a loader through Vite. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middleware in development. */
  devMiddleware?: RequestHandler;
}

/** Every response names its request, so a visitor's report and the server log meet (an id from a trusted proxy is kept). */
const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get("x-request-id");
  res.locals.requestId = incoming && /^[\w.-]{8,100}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", res.locals.requestId as string);
  next();
};

export function createApp({ env, database, build, devMiddleware }: AppOptions): Express {
  const app = express();
  const production = env.NODE_ENV === "production";
  app.disable("x-powered-by");
  // X-Forwarded-For only from the proxies TRUST_PROXY names: otherwise any client could pick its own address (and budget).
  app.set("trust proxy", expressTrustProxy(env.TRUST_PROXY));
  app.use(requestId);
  app.use(securityHeaders({ production, publicBaseUrl: env.PUBLIC_BASE_URL }));
  // Issues 17 and 18: the buyer's private quote page (/q/…, /ar/q/…) and its API: noindex, no-store, no-referrer.
  app.use(privateQuoteHeaders);
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      // "search": whether the broad searches' counts are computed for the current catalogue (broad-cells.ts).
      const search = (await broadCellsReady(database.db)) ? "ready" : "counting";
      res.set("Cache-Control", "no-store").json({ status: "ok", database: database.driver, search });
    } catch {
      res
        .status(503)
        .set("Cache-Control", "no-store")
        .json({ status: "unavailable", message: "The database does not answer." });
    }
  });

  const store = database.driver === "postgres" ? postgresStore(database.db) : memoryStore();
  // One per-client budget (IPv4 address or IPv6 /64) for every submission, API and form alike; form actions show the message in the page.
  const budget = { name: "submit", limit: env.RATE_LIMIT_SUBMISSIONS_PER_MINUTE, windowMs: 60_000, store };
  const apiSubmissions = rateLimit({ ...budget, onLimited: "json" });
  const formSubmissions = rateLimit({ ...budget, onLimited: "flag" });
  // Issue 17: changing one's quote list sends nothing and stores no request, so it has a budget of its own (decision 109),
  // large enough for a buyer adding product after product, instead of spending the submissions budget.
  const listBudget = { name: "quote-list", limit: QUOTE_LIST_CHANGES_PER_MINUTE, windowMs: 60_000, store };
  const apiListChanges = rateLimit({ ...listBudget, onLimited: "json" });
  const formListChanges = rateLimit({ ...listBudget, onLimited: "flag" });
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (/^\/api\/quote-list(\/|$)/i.test(req.path)) return apiListChanges(req, res, next);
    // The page forms of both editions (/quote-list, /ar/quote-list: issue 18).
    if (/^(\/ar)?\/quote-list(\.data)?\/?$/i.test(req.path)) return formListChanges(req, res, next);
    return next();
  });
  app.use((req, res, next) => {
    if (req.method !== "POST") return next();
    if (/^\/(api\/|ar\/)?quote-list(\/|\.|$)/i.test(req.path)) return next();
    // The visitors' budget protects the public forms; staff work (behind the staff gate, with sign-in limits of its own) is not counted.
    if (/^\/(api\/)?admin(\/|\.|$)/i.test(req.path)) return next();
    return (req.path.startsWith("/api/") ? apiSubmissions : formSubmissions)(req, res, next);
  });

  app.use("/api/storage", serveStorage(storageFor(env)));
  // Issue 19: product documents, served only while the product is active (server/documents/serve-documents.ts).
  app.use("/api/documents", serveDocuments({ db: database.db, storage: storageFor(env) }));
  app.use(
    "/api/images",
    imageRouter({ dataDir: env.DATA_DIR, readImageSource: imageSourceReader({ storage: storageFor(env) }) }),
  );
  app.use(
    staffGate({
      db: database.db,
      policy: sessionPolicy(env),
      cookie: staffCookieOptions(env),
      publicBaseUrl: env.PUBLIC_BASE_URL,
    }),
  );
  // After the gate, so the back office's larger limits only ever apply to signed-in staff (the gate reads no body).
  app.use(bodyLimit());
  app.use("/api/admin", adminApiRouter({ db: database.db, env }));
  app.use("/api", apiRouter(database.db, env));

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    app.use("/assets", precompressedAssets("build/client/assets", IMMUTABLE_CACHE_CONTROL));
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: YEAR_SECONDS * 1000 }));
    app.use(versionedStatic("build/client", { maxAge: "1h" }));
  }
  app.use(versionedStatic("public", { maxAge: "1h" }));

  if (build) {
    app.use(htmlEtag((locals) => String(locals.cspNonce ?? "")));
    app.all(
      "/{*splat}",
      createRequestHandler({
        build:
          typeof build === "function"
            ? async () => withOwnMethodNotAllowed(await build())
            : withOwnMethodNotAllowed(build),
        mode: env.NODE_ENV,
        getLoadContext: (req, res) => ({
          db: database.db,
          env,
          cspNonce: String(res.locals.cspNonce ?? ""),
          rateLimited: res.locals.rateLimited === true,
          requestId: String(res.locals.requestId),
          staff: (res.locals.staff as SignedInStaff | null | undefined) ?? null,
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          quoteListCount: quoteListCounter(database.db),
          compareSelection: compareSelectionReader(database.db),
        }),
      }),
    );
  }
  return app;
}
