import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "./harness";

// An unexpected server error: a branded page with a way home, HTTP 500, and the error logged with the request id.
describe("unexpected server errors", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite", pages: true });
  });
  afterAll(async () => {
    await server?.close().catch(() => {});
  });

  it("answers 500 with the error page and logs the request id", async () => {
    const ok = await fetch(`${server.baseUrl}/products`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await server.database.close(); // the database goes away under the running site
    const failed = await fetch(`${server.baseUrl}/products`, { headers: { "X-Request-Id": "support-case-12345" } });
    expect(failed.status).toBe(500);
    expect(failed.headers.get("x-request-id")).toBe("support-case-12345");
    const html = await failed.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain('href="/"');
    expect(html).not.toMatch(/at .*\.ts:\d+/); // no stack trace for visitors
    expect(logged.mock.calls.some((call) => String(call[0]).includes("support-case-12345"))).toBe(true);

    const api = await fetch(`${server.baseUrl}/api/products`);
    expect(api.status).toBe(500);
    expect(((await api.json()) as { message: string }).message).toMatch(/went wrong/);
    logged.mockRestore();
  });
});
