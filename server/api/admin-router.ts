/**
 * The back-office JSON API under /api/admin. server/auth/staff-gate.ts has already refused anonymous (401) and
 * cross-origin (403) requests; res.locals.staff is the signed-in staff member.
 */
import express, { type ErrorRequestHandler, type Router } from "express";
import type { Db } from "~server/db/client";
import type { Env } from "~server/env";
import { staffOf } from "~server/auth/staff-gate";
import { uploadRouter } from "~server/uploads/upload-router";
import { adminCatalogueRouter } from "~server/catalogue/admin/admin-catalogue-router";
import { adminDocumentRouter } from "~server/documents/admin-document-router";
import { outboxAdminRouter } from "~server/mail/outbox-admin-router";
import { ADMIN_JSON_BODY_LIMIT } from "~server/http/body-limit";

export interface AdminApiOptions {
  db: Db;
  env: Env;
}

/** Body-parser failures (malformed JSON, too large) answer in JSON like every other API error. */
const jsonBodyErrors: ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, next) => {
  if (error.type === "entity.parse.failed")
    return void res.status(400).json({ message: "The request body is not valid JSON." });
  if (error.type === "entity.too.large")
    return void res.status(413).json({ message: "The request body is too large." });
  next(error);
};

export function adminApiRouter(options: AdminApiOptions): Router {
  const router = express.Router();
  router.use("/uploads", uploadRouter(options));
  // Before the JSON parser: document uploads are multipart (issue 19).
  router.use(adminDocumentRouter(options));
  router.use(express.json({ limit: ADMIN_JSON_BODY_LIMIT }));
  router.use(jsonBodyErrors);
  router.use(adminCatalogueRouter(options.db));

  router.use("/outbox", outboxAdminRouter(options.db));

  router.get("/me", (_req, res) => {
    const staff = staffOf(res);
    res.json({ id: staff.id, email: staff.email, name: staff.name });
  });

  return router;
}
