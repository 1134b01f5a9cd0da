import http from "node:http";
import { describe, expect, it } from "vitest";
import { loadEnv } from "~server/env";
import { applyServerTimeouts } from "./server-timeouts";

describe("applyServerTimeouts", () => {
  it("sets the defaults: 20 s for headers, 120 s for a whole request, 5 s keep-alive", () => {
    const server = http.createServer();
    applyServerTimeouts(server, loadEnv({}));
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([20_000, 120_000, 5_000]);
  });

  it("keeps the headers' limit within the whole request's, as Node requires", () => {
    const server = http.createServer();
    applyServerTimeouts(server, loadEnv({ SERVER_HEADERS_TIMEOUT_MS: "90000", SERVER_REQUEST_TIMEOUT_MS: "30000" }));
    expect([server.headersTimeout, server.requestTimeout]).toEqual([30_000, 30_000]);
  });

  it("refuses a value below one second at start-up", () => {
    expect(() => loadEnv({ SERVER_REQUEST_TIMEOUT_MS: "0" })).toThrow(/SERVER_REQUEST_TIMEOUT_MS/);
  });
});
