/** Starts the real Express app on a fresh database for API tests: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/app";
import { openDatabase, type Database } from "../../server/db/client";
import { loadEnv, type Env } from "../../server/env";
import { seedDemoCatalogueIfEmpty } from "../../server/catalogue/replace-catalogue";
import { createPostgresDatabase } from "../../scripts/lib/database-target";
import { applyServerTimeouts } from "../../server/http/server-timeouts";

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

export async function startTestServer(options: { driver: Driver; env?: Record<string, string>; seed?: boolean; pages?: boolean }): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-api-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (options.driver === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
    const database = await createPostgresDatabase(adminUrl, "api_test");
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  const env = loadEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
    FORM_MIN_FILL_MS: "0",
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, poolSize: 4 });
  if (options.seed !== false) await seedDemoCatalogueIfEmpty(database.db, dataDir);
  let build: ServerBuild | undefined;
  if (options.pages) {
    if (!fs.existsSync(BUILD_FILE)) throw new Error("Page tests need the production build: run `npm run build` first.");
    build = (await import(BUILD_FILE)) as ServerBuild;
  }
  const app = createApp({ env, database, build });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  applyServerTimeouts(server, env);
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server,
    database,
    env,
    dataDir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
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
  return { status: response.status, headers: response.headers, text, json: json as Record<string, unknown> | undefined };
}
