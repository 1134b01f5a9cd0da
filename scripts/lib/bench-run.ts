/** One autocannon run against one target, with every response time kept so p95 can be read (see latency-stats.ts). */
import type { EventEmitter } from "node:events";
import autocannon, { type Request, type Result } from "autocannon";
import { summarise, type LatencySummary } from "./latency-stats";

export const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** A fixed path, or a function giving each request its own path (e.g. a different search word every time). */
export type BenchPath = string | (() => string);

export interface BenchResult extends LatencySummary {
  errors: number;
}

export async function runLoad(base: string, target: BenchPath, options: { connections: number; seconds: number }): Promise<BenchResult> {
  const first = typeof target === "string" ? target : target();
  // Without a callback autocannon returns its tracker, an event emitter that is also a promise of the result.
  const run = autocannon({
    url: base + first,
    connections: options.connections,
    duration: options.seconds,
    headers: { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip" },
    ...(typeof target === "function" ? { requests: [{ setupRequest: (request: Request) => ({ ...request, path: target() }) }] } : {}),
  }) as unknown as Promise<Result> & EventEmitter;
  const times: number[] = [];
  run.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await run;
  return { ...summarise(times, result.duration), errors: result.errors + result.timeouts + result.non2xx };
}

/** Round-robin over a list: each call the next entry, so a run of N requests asks N different things (list permitting). */
export function rotating(paths: readonly string[]): () => string {
  let next = 0;
  return () => paths[next++ % paths.length]!;
}
