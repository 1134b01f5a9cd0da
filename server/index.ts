/**
 * The server bundle's entry (vite.config.ts makes it the SSR build's input; server.js loads it). The React Router build
 * and the Express side are imported here together, so pages and API share one module graph: module-level state such as
 * the email worker's wake-up signal (server/mail/outbox-signal.ts) and the catalogue's summary cache exists once.
 * The building blocks are exported for tests that run the built app in their own process.
 */
import * as build from "virtual:react-router/server-build";

export { build };
export { startServer, type StartOptions } from "./main";
export { createApp } from "./app";
export { loadEnv } from "./env";
export { openDatabase } from "~server/db/client";
export { seedDemoCatalogueIfEmpty } from "~server/catalogue/replace-catalogue";
export { startOutboxWorker } from "~server/mail/outbox-worker";
export { createStaffUser } from "~server/auth/staff-users";
