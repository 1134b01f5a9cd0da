/**
 * Starts the server: configuration, database (migrations, first-start seed), HTTP, and a graceful shutdown on SIGTERM/SIGINT.
 * Part of the server bundle (server/index.ts); server.js calls `startServer` with the build of the same module graph.
 */
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { loadEnv, sessionPolicy } from "./env";
import { openDatabase } from "~server/db/client";
import { DataDirLockedError } from "~server/db/data-dir-lock";
import { seedDemoCatalogueIfEmpty } from "~server/catalogue/replace-catalogue";
import { createApp } from "./app";
import { seedStorageBucket } from "~server/storage/seed-storage";
import { startAuthHousekeeping } from "~server/auth/housekeeping";
import { startQuoteListHousekeeping } from "~server/quote-list/quote-list-housekeeping";
import { insecureStaffCookieWarning } from "~server/auth/cookie-warning";
import { startOutboxWorker } from "~server/mail/outbox-worker";
import { startBroadCellsRefresher } from "~server/search/broad-cells";
import { describeTrustProxy } from "~server/http/client-address";
import { applyServerTimeouts } from "~server/http/server-timeouts";

export interface StartOptions {
  /** The React Router build: the bundle's own in production, a loader through Vite's dev server in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middleware in development. */
  devMiddleware?: RequestHandler;
}

async function main({ build, devMiddleware }: StartOptions) {
  const env = loadEnv();
  const cookieWarning = insecureStaffCookieWarning(env);
  if (cookieWarning) console.warn(cookieWarning);
  console.log(describeTrustProxy(env.TRUST_PROXY));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  if (await seedDemoCatalogueIfEmpty(database.db, env.DATA_DIR))
    console.log("Seeded the demo catalogue into the empty database.");
  await seedStorageBucket(env);
  const stopAuthHousekeeping = startAuthHousekeeping(database.db, sessionPolicy(env));
  const stopQuoteListHousekeeping = startQuoteListHousekeeping(database.db);
  const outbox = startOutboxWorker({ db: database.db, env });
  const stopBroadCells = startBroadCellsRefresher(database.db, env.SEARCH_BROAD_MIN_MATCHES);
  console.log(
    env.SMTP_HOST
      ? `Emails are sent through ${outbox.destination}.`
      : `SMTP is not configured (SMTP_HOST): emails are written as ${outbox.destination} instead of being sent.`,
  );

  const app = createApp({ env, database, build, devMiddleware });

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(
      `Serving on http://localhost:${port} (${database.driver === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL"}, ${env.NODE_ENV})`,
    );
  });
  applyServerTimeouts(server, env);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: no new connections; finishing requests in flight.`);
    const force = setTimeout(() => {
      console.error("Shutdown timed out; closing remaining connections.");
      server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      stopAuthHousekeeping();
      stopQuoteListHousekeeping();
      stopBroadCells();
      await outbox.stop();
      await database.close();
      console.log("Database closed. Bye.");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** Runs the server; a failed start ends the process (exit code 3 when another process holds the data directory). */
export function startServer(options: StartOptions): void {
  main(options).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(3);
    }
    console.error(error);
    process.exit(1);
  });
}
