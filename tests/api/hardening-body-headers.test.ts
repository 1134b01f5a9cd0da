/**
 * Hardening of request bodies, response headers, error answers and server timeouts (pages need `npm run build`).
 * The app runs in this process, so the memory a refused body costs shows in this process's RSS.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { staffWithSession } from "./admin-auth-support";

const MB = 1024 * 1024;
const PIECE = Buffer.alloc(64 * 1024, "a");

/** The body, 64 KB at a time from one reused buffer, so the test itself holds none of it. */
function* pieces(total: number): Generator<Buffer> {
  for (let sent = 0; sent < total; sent += PIECE.length) yield PIECE;
}

interface BigAnswer {
  status: number;
  body: string;
  /** Bytes written before the answer arrived. */
  sent: number;
  /** Highest RSS growth of this process while the request ran. */
  rssGrowth: number;
}

/**
 * Sends `total` bytes with a declared Content-Length or chunked (no Content-Length), stops sending as soon as the
 * answer's head arrives, and samples RSS meanwhile.
 */
function sendBig(baseUrl: string, path: string, options: { total: number; chunked: boolean; contentType: string; headers?: Record<string, string> }): Promise<BigAnswer> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  return new Promise<BigAnswer>((resolve, reject) => {
    const headers: Record<string, string> = { "Content-Type": options.contentType, ...options.headers };
    if (!options.chunked) headers["Content-Length"] = String(options.total);
    const request = http.request(new URL(path, baseUrl), { method: "POST", headers });
    const source = pieces(options.total);
    let sent = 0;
    let answered = false;
    const pump = () => {
      for (let next = source.next(); !answered && !next.done; next = source.next()) {
        sent += next.value.length;
        if (!request.write(next.value)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => {
        request.destroy();
        peak = Math.max(peak, process.memoryUsage().rss);
        resolve({ status: response.statusCode ?? 0, body, sent, rssGrowth: peak - before });
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    pump();
  }).finally(() => clearInterval(sampler));
}

describe.each(DRIVERS)("request body limits on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true, seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  const FORM = "application/x-www-form-urlencoded";
  const CASES = [
    { name: "the staff sign-in form", path: "/admin/sign-in", contentType: FORM, api: false },
    { name: "a public form page", path: "/contact", contentType: FORM, api: false },
    { name: "a public form's data request", path: "/get-quote.data", contentType: FORM, api: false },
    { name: "an /api endpoint", path: "/api/inquiries", contentType: "application/json", api: true },
  ];

  for (const { name, path, contentType, api } of CASES) {
    for (const chunked of [false, true]) {
      it(`${name}: a 50 MB body ${chunked ? "sent chunked without Content-Length" : "with Content-Length"} gets 413 before it is held in memory`, async () => {
        // Warm up the route, so its first render's allocations are not counted against the refusal.
        await fetch(server.baseUrl + path, { method: "POST", headers: { "Content-Type": contentType, Origin: server.baseUrl }, body: "x=1" }).then((response) => response.text());
        const answer = await sendBig(server.baseUrl, path, { total: 50 * MB, chunked, contentType, headers: { Origin: server.baseUrl } });
        expect(answer.status).toBe(413);
        expect(answer.sent).toBeLessThan(50 * MB);
        expect(answer.rssGrowth, `RSS grew by ${(answer.rssGrowth / MB).toFixed(1)} MB`).toBeLessThan(20 * MB);
        if (api) expect(JSON.parse(answer.body)).toEqual({ message: "The request body is too large (64 KB at most)." });
        else expect(answer.body).toContain("Request too large");
        console.log(`[body limit] ${driver} ${path} ${chunked ? "chunked" : "content-length"}: 413 after ${(answer.sent / MB).toFixed(2)} MB sent, RSS +${(answer.rssGrowth / MB).toFixed(1)} MB`);
      }, 60_000);
    }
  }

  it("a chunked body within the limit reaches the application whole", async () => {
    const inquiry = { firstName: "Chunked", lastName: "Sender", email: "chunked@example.com", category: "General Inquiry", message: "Sent in pieces. ".repeat(200) };
    const json = Buffer.from(JSON.stringify(inquiry));
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(new URL("/api/inquiries", server.baseUrl), { method: "POST", headers: { "Content-Type": "application/json" } }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
      // Several writes with pauses: the pieces arrive in separate reads of the socket.
      const parts = [json.subarray(0, 10), json.subarray(10, 1000), json.subarray(1000)];
      const writeNext = () => {
        const part = parts.shift();
        if (!part) return void request.end();
        request.write(part);
        setTimeout(writeNext, 20);
      };
      writeNext();
    });
    expect(answer.status, answer.body).toBe(201);
  });


  it("a signed-in staff member's body over the default limit is refused too, and one within the route's limit is not", async () => {
    const { cookie } = await staffWithSession(server, `limits-${driver}@example.com`);
    const deleted = await sendBig(server.baseUrl, "/admin/products/00000000-0000-0000-0000-000000000000/delete", { total: 1 * MB, chunked: true, contentType: FORM, headers: { Origin: server.baseUrl, Cookie: cookie } });
    expect(deleted.status).toBe(413);
    // 200 KB of product description: over the default 64 KB, within the product form's 1 MB; the form answers, not the limit.
    const product = await fetch(`${server.baseUrl}/admin/products/new`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": FORM, Origin: server.baseUrl, Cookie: cookie },
      body: new URLSearchParams({ name: "", description: "d".repeat(200_000) }).toString(),
    });
    expect(product.status).toBe(400);
    expect(await product.text()).not.toContain("Request too large");
  });
});
