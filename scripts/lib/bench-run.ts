/** One autocannon run against one target, with every response time kept so p95 can be read (see latency-stats.ts). */
import type { EventEmitter } from "node:events";
import fs from "node:fs";
import autocannon, { type Request, type Result } from "autocannon";
import { summarise, type LatencySummary } from "./latency-stats";

export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** A fixed path, or a function giving each request its own path (e.g. a different search word every time). */
export type BenchPath = string | (() => string);

export interface BenchResult extends LatencySummary {
  errors: number;
  /** Server CPU time (user + system) per answered request: what a page costs, whatever else the machine is doing. */
  cpuMsPerRequest: number;
}

/** CPU time a process has used so far, in ms (Linux /proc; NaN elsewhere). */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of stat(5), counted from the state field (3) here, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

export async function runLoad(
  base: string,
  target: BenchPath,
  options: { connections: number; seconds: number; serverPid?: number },
): Promise<BenchResult> {
  const cpuBefore = processCpuMs(options.serverPid);
  const first = typeof target === "string" ? target : target();
  // Without a callback autocannon returns its tracker, an event emitter that is also a promise of the result.
  const run = autocannon({
    url: base + first,
    connections: options.connections,
    duration: options.seconds,
    headers: { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip" },
    ...(typeof target === "function"
      ? { requests: [{ setupRequest: (request: Request) => ({ ...request, path: target() }) }] }
      : {}),
  }) as unknown as Promise<Result> & EventEmitter;
  const times: number[] = [];
  run.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  );
  const result = await run;
  const cpuMsPerRequest = (processCpuMs(options.serverPid) - cpuBefore) / Math.max(1, times.length);
  return {
    ...summarise(times, result.duration),
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest,
  };
}

/** Round-robin over a list: each call the next entry, so a run of N requests asks N different things (list permitting). */
export function rotating(paths: readonly string[]): () => string {
  let next = 0;
  return () => paths[next++ % paths.length]!;
}
