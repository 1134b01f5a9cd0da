/**
 * The back-office JSON API under /api/admin. server/auth/staff-gate.ts has already refused anonymous (401) and
 * cross-origin (403) requests; res.locals.staff is the signed-in staff member.
 */
import express, { type Router } from "express";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { SignedInStaff } from "../auth/sessions";
import { outboxAdminRouter } from "../mail/outbox-admin-router";

export interface AdminApiOptions {
  db: Db;
  env: Env;
}

export function staffOf(res: express.Response): SignedInStaff {
  return res.locals.staff as SignedInStaff;
}

export function adminApiRouter(_options: AdminApiOptions): Router {
  const router = express.Router();
  router.use(express.json({ limit: "256kb" }));

  router.use("/outbox", outboxAdminRouter(_options.db));

  router.get("/me", (_req, res) => {
    const staff = staffOf(res);
    res.json({ id: staff.id, email: staff.email, name: staff.name });
  });

  return router;
}
