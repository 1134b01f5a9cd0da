/**
 * A second production server inside the test process, on its own embedded database, for back-office tests that change
 * accounts or age sessions (the shared e2e server's staff account must stay as it is for the other specs). It runs the
 * production server bundle (build/server/index.js), pages and API in one module graph like `npm run serve`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import type { Database } from "~server/db/client";

export interface AuthServer {
  baseUrl: string;
  database: Database;
  close(): Promise<void>;
}

export async function startAuthServer(
  port: number,
  staff: { email: string; password: string; name: string },
): Promise<AuthServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = (await import(path.resolve("build/server/index.js"))) as typeof import("~server/index");
  const env = server.loadEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: baseUrl,
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000",
    TRUST_PROXY: "loopback",
  });
  const database = await server.openDatabase({ dataDir });
  await server.createStaffUser(database.db, staff);
  const app = server.createApp({ env, database, build: server.build });
  const http: Server = await new Promise((resolve) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
  });
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
