import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";

describe("security baseline", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite", seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("every response carries the security headers and a fresh CSP nonce", async () => {
    const first = await fetch(`${server.baseUrl}/api/brands`);
    const second = await fetch(`${server.baseUrl}/healthz`);
    for (const response of [first, second]) {
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/img-src [^;]*https:/);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      // The test server's public address is plain http: no HSTS (tests/api/hardening-body-headers.test.ts covers https).
      expect(response.headers.get("strict-transport-security")).toBeNull();
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonceOf(first)).not.toEqual(nonceOf(second));
  });
});
