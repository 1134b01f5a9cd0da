/** The real server process: PGlite directory lock, graceful shutdown with a request in flight, restart on the same data. Needs `npm run build`. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// Three start-ups, the first seeding the catalogue: more than the API project's default minute on a busy machine.
vi.setConfig({ testTimeout: 240_000 });

function startServer(
  dataDir: string,
  port: number,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = "";
  // The production build, as `npm run serve` starts it.
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

describe("server process on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-lifecycle-"));
  const port = 4300 + (process.pid % 500);
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("seeds on first start, refuses a second process on the same directory, shuts down gracefully and restarts", async () => {
    expect(fs.existsSync("build/server/index.js"), "run `npm run build` first").toBe(true);
    const first = startServer(dataDir, port);
    children.push(first.child);
    await waitForHealth(port);
    expect(first.output()).toContain("Seeded the demo catalogue");

    const second = startServer(dataDir, port + 1);
    children.push(second.child);
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain("is in use by another process");

    const inFlight = fetch(`http://127.0.0.1:${port}/api/products`).then(async (response) => ({
      status: response.status,
      count: ((await response.json()) as unknown[]).length,
    }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill("SIGTERM");
    expect(await inFlight).toEqual({ status: 200, count: 358 });
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("Database closed");
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    const again = startServer(dataDir, port + 2);
    children.push(again.child);
    await waitForHealth(port + 2);
    expect(again.output()).not.toContain("Seeded the demo catalogue");
    const products = (await (await fetch(`http://127.0.0.1:${port + 2}/api/products`)).json()) as unknown[];
    expect(products).toHaveLength(358);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
  });
});
