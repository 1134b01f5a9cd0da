/** The outbox across restarts: a stop mid-queue and a crashed worker's claims lose nothing and send nothing twice. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "~server/app";
import { openDatabase, type Database } from "~server/db/client";
import { emailOutbox } from "~server/db/schema";
import { loadEnv, type Env } from "~server/env";
import { claimDueEmails } from "~server/mail/outbox-queue";
import { startOutboxWorker, type OutboxWorker } from "~server/mail/outbox-worker";
import { DRIVERS, postJson, type Driver } from "./harness";
import { createPostgresDatabase } from "../../scripts/lib/database-target";
import { SMTP_PASSWORD, SMTP_USER, TestSmtpServer, waitFor } from "./outbox-smtp";

// Several phases of real waiting, on a shared and busy machine: more than the API project's default minute.
vi.setConfig({ testTimeout: 240_000 });

const SMTP_PORT = 4452;

/** One database that outlives the app instances started on it. */
async function lastingDatabase(driver: Driver) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-restart-"));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (driver === "postgres") {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "outbox_test");
    databaseUrl = database.url;
    drop = database.drop;
  }
  const env: Env = loadEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(SMTP_PORT),
    SMTP_USER,
    SMTP_PASSWORD,
    OUTBOX_POLL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    OUTBOX_RETRY_MAX_MS: "400",
    OUTBOX_LEASE_MS: "3000",
  });
  return {
    env,
    async cleanUp() {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Instance {
  baseUrl: string;
  database: Database;
  worker: OutboxWorker | null;
  stop(): Promise<void>;
}

/** What server/main.ts does: database, HTTP app, outbox worker; stop() closes HTTP, then the worker, then the database. */
async function startInstance(env: Env, options: { worker: boolean }): Promise<Instance> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 4 });
  const worker = options.worker ? startOutboxWorker({ db: database.db, env, log: () => {} }) : null;
  const app = createApp({ env, database });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    database,
    worker,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await worker?.stop();
      await database.close();
    },
  };
}

const inquiry = (n: number) => ({
  firstName: "Restart",
  lastName: `Tester${n}`,
  email: `restart${n}@example.org`,
  category: "Equipments",
  message: `Restart inquiry ${n}.`,
});

describe.each(DRIVERS)("email outbox across restarts on %s", (driver) => {
  let smtp: TestSmtpServer;
  let database: Awaited<ReturnType<typeof lastingDatabase>>;
  const running: Instance[] = [];

  beforeEach(async () => {
    smtp = new TestSmtpServer(SMTP_PORT);
    await smtp.start();
    database = await lastingDatabase(driver);
  });
  afterEach(async () => {
    for (const instance of running.splice(0)) await instance.stop().catch(() => {});
    await smtp.stop();
    await database.cleanUp();
  });

  it("a stop mid-queue finishes the email in flight, hands the rest back, and the next instance sends each remaining email once", async () => {
    smtp.dataDelayMs = 250;
    const first = await startInstance(database.env, { worker: true });
    running.push(first);
    for (let i = 0; i < 8; i++) expect((await postJson(first.baseUrl, "/api/inquiries", inquiry(i))).status).toBe(201);
    await waitFor(
      () => smtp.received.length,
      (n) => n >= 3,
      30_000,
      "the first emails",
    );
    await first.stop();
    running.splice(running.indexOf(first), 1);

    const deliveredBeforeRestart = smtp.received.length;
    expect(deliveredBeforeRestart).toBeLessThan(16);
    const probe = await startInstance(database.env, { worker: false });
    const rows = await probe.database.db.select().from(emailOutbox);
    await probe.stop();
    expect(rows).toHaveLength(16);
    // The email in flight at the stop was finished and recorded; nothing is left claimed.
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(deliveredBeforeRestart);
    expect(rows.filter((row) => row.status === "pending").every((row) => row.lockedUntil === null)).toBe(true);

    smtp.dataDelayMs = 0;
    const second = await startInstance(database.env, { worker: true });
    running.push(second);
    await waitFor(
      () => smtp.received.length,
      (n) => n >= 16,
      30_000,
      "every email after the restart",
    );
    await new Promise((resolve) => setTimeout(resolve, 800));
    const counts = smtp.byMessageId();
    expect(smtp.received).toHaveLength(16);
    expect(counts.size).toBe(16);
    expect(new Set(counts.keys())).toEqual(new Set(rows.map((row) => row.messageId)));
    const after = await second.database.db.select().from(emailOutbox);
    expect(after.every((row) => row.status === "sent")).toBe(true);
  });

  it("emails claimed by a worker that crashed are sent once by another after the lease runs out, not before", async () => {
    const instance = await startInstance(database.env, { worker: false });
    running.push(instance);
    for (let i = 0; i < 3; i++)
      expect((await postJson(instance.baseUrl, "/api/inquiries", inquiry(i))).status).toBe(201);
    // The crashed worker's claims: leased for 2 s and never released.
    const claimed = await claimDueEmails(instance.database.db, { limit: 100, leaseMs: 2_000 });
    const claimedAt = Date.now();
    expect(claimed).toHaveLength(6);
    expect(await claimDueEmails(instance.database.db, { limit: 100, leaseMs: 2_000 })).toHaveLength(0);

    const survivor = startOutboxWorker({ db: instance.database.db, env: database.env, log: () => {} });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.received).toHaveLength(0);
      await waitFor(
        () => smtp.received.length,
        (n) => n >= 6,
        30_000,
        "the crashed worker's emails",
      );
      expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(1_900);
      await new Promise((resolve) => setTimeout(resolve, 800));
    } finally {
      await survivor.stop();
    }
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((email) => email.messageId))).toEqual(
      new Set(claimed.map((email) => email.messageId)),
    );
    const rows = await instance.database.db.select().from(emailOutbox).where(eq(emailOutbox.status, "sent"));
    expect(rows).toHaveLength(6);
  });
});
