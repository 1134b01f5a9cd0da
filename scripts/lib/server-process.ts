/** Starts and stops the real server as a child process from the production build (`node server.js`, as `npm run serve`), for load and crash scripts and process tests. */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  output(): string;
}

export function startServerProcess(options: {
  port: number;
  env: Record<string, string>;
  nodeArgs?: string[];
}): ServerProcess {
  let output = "";
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.resolve("server.js")], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(options.port), ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port: options.port, exited, output: () => output };
}

/** A port the system says is free now (for scripts that run beside others, e.g. in CI). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealthy(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server on port ${port} did not become healthy within ${timeoutMs} ms`);
}

/**
 * Waits until /healthz says the broad searches' counts are computed for the current catalogue
 * (server/search/broad-cells.ts): measuring before would time the live counts that run only until then.
 */
export async function waitForSearchReady(port: number, timeoutMs = 15 * 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as { search?: string };
    if (health.search === "ready") return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The search counts were not ready within ${timeoutMs} ms`);
}
