/** Starts the server: configuration, database (migrations, first-start seed), HTTP, and a graceful shutdown on SIGTERM/SIGINT. */
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { loadEnv, sessionPolicy } from "./env";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { seedDemoCatalogueIfEmpty } from "./catalogue/replace-catalogue";
import { createApp } from "./app";
import { seedStorageBucket } from "./storage/seed-storage";
import { startAuthHousekeeping } from "./auth/housekeeping";
import { insecureStaffCookieWarning } from "./auth/cookie-warning";
import { startOutboxWorker } from "./mail/outbox-worker";
import { applyServerTimeouts } from "./http/server-timeouts";

async function main() {
  const env = loadEnv();
  const cookieWarning = insecureStaffCookieWarning(env);
  if (cookieWarning) console.warn(cookieWarning);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  if (await seedDemoCatalogueIfEmpty(database.db, env.DATA_DIR)) console.log("Seeded the demo catalogue into the empty database.");
  await seedStorageBucket(env);
  const stopAuthHousekeeping = startAuthHousekeeping(database.db, sessionPolicy(env));
  const outbox = startOutboxWorker({ db: database.db, env });
  console.log(env.SMTP_HOST ? `Emails are sent through ${outbox.destination}.` : `SMTP is not configured (SMTP_HOST): emails are written as ${outbox.destination} instead of being sent.`);

  let app;
  if (env.NODE_ENV === "production") {
    const buildPath = new URL("../build/server/index.js", import.meta.url).href;
    const build = (await import(buildPath)) as ServerBuild;
    app = createApp({ env, database, build });
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createApp({
      env,
      database,
      devMiddleware: devServer.middlewares,
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  }

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`Serving on http://localhost:${port} (${database.driver === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL"}, ${env.NODE_ENV})`);
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

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(3);
  }
  console.error(error);
  process.exit(1);
});
