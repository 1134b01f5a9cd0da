/** The outbox in the real server process (`node server.js` on the production build): start-up line, file mode, SMTP down then back across a restart. Needs `npm run build`. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { postJson } from "./harness";
import { SMTP_PASSWORD, SMTP_USER, TestSmtpServer, waitFor } from "./outbox-smtp";

// Several phases of real waiting, on a shared and busy machine: more than the API project's default minute.
vi.setConfig({ testTimeout: 240_000 });

const HTTP_PORT = 4453;
const SMTP_PORT = 4454;

function startServer(dataDir: string, extraEnv: Record<string, string>) {
  let output = "";
  // Node itself on the built server, as `npm run serve` does.
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(HTTP_PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      SMTP_HOST: "",
      FORM_MIN_FILL_MS: "0",
      OUTBOX_POLL_MS: "200",
      OUTBOX_RETRY_BASE_MS: "100",
      OUTBOX_RETRY_MAX_MS: "300",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(): Promise<void> {
  await waitFor(
    async () => {
      try {
        return (await fetch(`http://127.0.0.1:${HTTP_PORT}/healthz`)).ok;
      } catch {
        return false;
      }
    },
    Boolean,
    90_000,
    "the server to answer /healthz",
  );
}

const inquiry = {
  firstName: "Process",
  lastName: "Tester",
  email: "process@example.org",
  category: "Chemicals",
  message: "Hello from the process test.",
};

describe("outbox in the server process", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-process-"));
  const children: ChildProcess[] = [];
  const smtp = new TestSmtpServer(SMTP_PORT);
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await smtp.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("without SMTP says so at start-up and writes .eml files under DATA_DIR/outbox-mail", async () => {
    const server = startServer(dataDir, {});
    children.push(server.child);
    await waitForHealth();
    expect(server.output()).toContain(
      `SMTP is not configured (SMTP_HOST): emails are written as files in ${path.join(dataDir, "outbox-mail")}`,
    );
    const answer = await postJson(`http://127.0.0.1:${HTTP_PORT}`, "/api/inquiries", inquiry);
    expect(answer.status).toBe(201);
    const directory = path.join(dataDir, "outbox-mail");
    const emlFiles = () =>
      fs.existsSync(directory) ? fs.readdirSync(directory).filter((name) => name.endsWith(".eml")) : [];
    await waitFor(emlFiles, (names) => names.length >= 2, 30_000, "two .eml files");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(emlFiles()).toHaveLength(2);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("queues while SMTP is down, stops cleanly, and the restarted process delivers each email once", async () => {
    const smtpEnv = { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(SMTP_PORT), SMTP_USER, SMTP_PASSWORD };
    const down = startServer(dataDir, smtpEnv);
    children.push(down.child);
    await waitForHealth();
    expect(down.output()).toContain(`Emails are sent through SMTP 127.0.0.1:${SMTP_PORT}.`);
    for (let i = 0; i < 2; i++)
      expect(
        (await postJson(`http://127.0.0.1:${HTTP_PORT}`, "/api/inquiries", { ...inquiry, lastName: `Down${i}` }))
          .status,
      ).toBe(201);
    await waitFor(
      () => down.output(),
      (output) => output.includes("cannot reach the mail server"),
      30_000,
      "a failed attempt",
    );
    down.child.kill("SIGTERM");
    expect(await down.exited, down.output()).toBe(0);

    await smtp.start();
    const up = startServer(dataDir, smtpEnv);
    children.push(up.child);
    await waitForHealth();
    await waitFor(
      () => smtp.received.length,
      (n) => n >= 4,
      30_000,
      "the four queued emails",
    );
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(smtp.received).toHaveLength(4);
    expect(smtp.byMessageId().size).toBe(4);
    up.child.kill("SIGTERM");
    expect(await up.exited, up.output()).toBe(0);
  });
});
