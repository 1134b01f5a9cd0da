/**
 * A production server inside the test process, on a fresh embedded database and a free port, for the private quote
 * page's specs (issues 17 and 18): they seed requests and quotations straight into its database, which the shared e2e
 * servers keep to their own processes. With `staff`, that account is created so a spec can sign in to its back office.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { Database } from "~server/db/client";

export interface QuoteServer {
  baseUrl: string;
  database: Database;
  close(): Promise<void>;
}

export async function startQuoteServer(
  options: { staff?: { email: string; password: string; name: string } } = {},
): Promise<QuoteServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "private-quote-e2e-"));
  const server = (await import(path.resolve("build/server/index.js"))) as typeof import("~server/index");
  const database = await server.openDatabase({ dataDir });
  if (options.staff) await server.createStaffUser(database.db, options.staff);
  // The address is known only once listening; PUBLIC_BASE_URL only feeds links in emails, which this server sends none of.
  const env = server.loadEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: "http://127.0.0.1",
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000",
  });
  const app = server.createApp({ env, database, build: server.build });
  const http: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    baseUrl,
    database,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
