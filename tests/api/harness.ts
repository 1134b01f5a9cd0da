/**
 * Starts the real Express app on a fresh database for API tests: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Page tests (`pages: true`) run the production server bundle (build/server/index.js), pages and API in its one module
 * graph, as production does; API-only tests run the sources, which are one graph of their own.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { inject } from "vitest";
import { createApp } from "~server/app";
import { openDatabase, type Database } from "~server/db/client";
import { loadEnv, type Env } from "~server/env";
import { seedDemoCatalogueIfEmpty } from "~server/catalogue/replace-catalogue";
import { createPostgresDatabase } from "../../scripts/lib/database-target";
import { applyServerTimeouts } from "~server/http/server-timeouts";

export type Driver = "pglite" | "postgres";

export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestServer {
  baseUrl: string;
  /** The listening HTTP server, with the timeouts the production server gets. */
  server: Server;
  database: Database;
  env: Env;
  dataDir: string;
  close(): Promise<void>;
}

const BUILD_FILE = path.resolve("build/server/index.js");

type ServerBundle = typeof import("~server/index");
type ServerModules = Pick<ServerBundle, "createApp" | "openDatabase" | "loadEnv" | "seedDemoCatalogueIfEmpty"> &
  Partial<Pick<ServerBundle, "build">>;

/** The built server bundle for page tests, else the sources (no React Router build: API only). */
async function serverModules(pages: boolean | undefined): Promise<ServerModules> {
  if (!pages) return { createApp, openDatabase, loadEnv, seedDemoCatalogueIfEmpty };
  if (!fs.existsSync(BUILD_FILE)) throw new Error("Page tests need the production build: run `npm run build` first.");
  return (await import(BUILD_FILE)) as ServerBundle;
}

export async function startTestServer(options: {
  driver: Driver;
  env?: Record<string, string>;
  seed?: boolean;
  pages?: boolean;
}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-api-"));
  if (options.driver === "pglite") {
    // A copy of a directory made once per run (pglite-templates.ts): the same migrations, the same seed, 5 s less.
    const templates = inject("pgliteTemplates");
    fs.cpSync(options.seed === false ? templates.migrated : templates.seeded, dataDir, { recursive: true });
  }
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (options.driver === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
    const database = await createPostgresDatabase(adminUrl, "api_test");
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  const server = await serverModules(options.pages);
  const env = server.loadEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
    FORM_MIN_FILL_MS: "0",
    ...options.env,
  });
  const database = await server.openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, poolSize: 4 });
  if (options.seed !== false) await server.seedDemoCatalogueIfEmpty(database.db, dataDir);
  const app = server.createApp({ env, database, build: server.build });
  const http: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  applyServerTimeouts(http, env);
  const { port } = http.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server: http,
    database,
    env,
    dataDir,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postJson(baseUrl: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(baseUrl + pathname, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: json as Record<string, unknown> | undefined,
  };
}
