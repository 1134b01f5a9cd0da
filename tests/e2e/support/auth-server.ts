/**
 * A second production server inside the test process, on its own embedded database, for back-office tests that change
 * accounts or age sessions (the shared e2e server's staff account must stay as it is for the other specs).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { createApp } from "../../../server/app";
import { openDatabase, type Database } from "../../../server/db/client";
import { loadEnv } from "../../../server/env";
import { createStaffUser } from "../../../server/auth/staff-users";

export interface AuthServer {
  baseUrl: string;
  database: Database;
  close(): Promise<void>;
}

export async function startAuthServer(port: number, staff: { email: string; password: string; name: string }): Promise<AuthServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = loadEnv({ NODE_ENV: "production", DATA_DIR: dataDir, PUBLIC_BASE_URL: baseUrl, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000", TRUST_PROXY: "loopback" });
  const database = await openDatabase({ dataDir });
  await createStaffUser(database.db, staff);
  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
  const app = createApp({ env, database, build });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    baseUrl,
    database,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
