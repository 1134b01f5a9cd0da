/**
 * The HTTP server's timeouts, set deliberately rather than left at Node's defaults (60 s for the headers, 300 s for a
 * whole request, 5 s keep-alive). A client that dribbles its headers or body is cut off sooner; an upload of the largest
 * file (a 20 MB catalogue import) still has two minutes. Node checks the first two every 30 seconds, so a cut comes up to
 * 30 s after the limit.
 */
import type { Server } from "node:http";
import { z } from "zod";

export const SERVER_TIMEOUT_ENV = {
  /** Time for a request's headers to arrive (browsers send them in one packet). */
  SERVER_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(20_000),
  /** Time for a whole request, body included, to arrive; the processing and the answer are not counted. */
  SERVER_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(120_000),
  /** How long an idle keep-alive connection stays open; behind a load balancer, set it above the balancer's idle timeout. */
  SERVER_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(5_000),
};

export interface ServerTimeoutSettings {
  SERVER_HEADERS_TIMEOUT_MS: number;
  SERVER_REQUEST_TIMEOUT_MS: number;
  SERVER_KEEP_ALIVE_TIMEOUT_MS: number;
}

export function applyServerTimeouts(server: Server, env: ServerTimeoutSettings): void {
  server.requestTimeout = env.SERVER_REQUEST_TIMEOUT_MS;
  // Node expects the headers' limit within the whole request's.
  server.headersTimeout = Math.min(env.SERVER_HEADERS_TIMEOUT_MS, env.SERVER_REQUEST_TIMEOUT_MS);
  server.keepAliveTimeout = env.SERVER_KEEP_ALIVE_TIMEOUT_MS;
}
