/**
 * Hardening of request bodies, response headers, error answers and server timeouts (pages need `npm run build`).
 * The app runs in this process, so the memory a refused body costs shows in this process's RSS.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { staffWithSession } from "./admin-auth-support";
import { createApp } from "~server/app";
import { DRAIN_BYTES } from "~server/http/body-limit";
import { HSTS } from "~server/http/security-headers";
import { ERROR_PAGE_TEXT } from "~/content/errors";

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
function sendBig(
  baseUrl: string,
  path: string,
  options: { total: number; chunked: boolean; contentType: string; headers?: Record<string, string> },
): Promise<BigAnswer> {
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
    { name: "a public form's data request", path: "/contact.data", contentType: FORM, api: false },
    { name: "an Arabic public form page", path: "/ar/contact", contentType: FORM, api: false },
    { name: "an /api endpoint", path: "/api/inquiries", contentType: "application/json", api: true },
  ];

  for (const { name, path, contentType, api } of CASES) {
    for (const chunked of [false, true]) {
      it(`${name}: a 50 MB body ${chunked ? "sent chunked without Content-Length" : "with Content-Length"} gets 413 before it is held in memory`, async () => {
        // Warm up the route, so its first render's allocations are not counted against the refusal.
        await fetch(server.baseUrl + path, {
          method: "POST",
          headers: { "Content-Type": contentType, Origin: server.baseUrl },
          body: "x=1",
        }).then((response) => response.text());
        const answer = await sendBig(server.baseUrl, path, {
          total: 50 * MB,
          chunked,
          contentType,
          headers: { Origin: server.baseUrl },
        });
        expect(answer.status).toBe(413);
        expect(answer.sent).toBeLessThan(50 * MB);
        expect(answer.rssGrowth, `RSS grew by ${(answer.rssGrowth / MB).toFixed(1)} MB`).toBeLessThan(20 * MB);
        if (api)
          expect(JSON.parse(answer.body)).toEqual({ message: "The request body is too large (336 KB at most)." });
        // A page's refusal is in its edition's language (issue 18).
        else
          expect(answer.body).toContain(path.startsWith("/ar/") ? '<html lang="ar" dir="rtl">' : "Request too large");
        console.log(
          `[body limit] ${driver} ${path} ${chunked ? "chunked" : "content-length"}: 413 after ${(answer.sent / MB).toFixed(2)} MB sent, RSS +${(answer.rssGrowth / MB).toFixed(1)} MB`,
        );
      }, 60_000);
    }
  }

  it("a sender that ignores the 413 and keeps sending is cut off after the drain allowance", async () => {
    const outcome = await new Promise<{ status: number; sent: number }>((resolve) => {
      const request = http.request(new URL("/admin/sign-in", server.baseUrl), {
        method: "POST",
        headers: { "Content-Type": FORM, "Content-Length": String(100 * MB), Origin: server.baseUrl },
      });
      let status = 0;
      let sent = 0;
      request.on("response", (response) => {
        status = response.statusCode ?? 0;
        response.resume();
      });
      const source = pieces(100 * MB);
      const pump = () => {
        for (let next = source.next(); !next.done; next = source.next()) {
          sent += next.value.length;
          if (!request.write(next.value)) return void request.once("drain", pump);
        }
        request.end();
      };
      request.on("error", () => resolve({ status, sent }));
      request.on("close", () => resolve({ status, sent }));
      pump();
    });
    expect(outcome.status).toBe(413);
    expect(outcome.sent).toBeLessThan(DRAIN_BYTES + 16 * MB);
  }, 60_000);

  it("a chunked body within the limit reaches the application whole", async () => {
    const inquiry = {
      firstName: "Chunked",
      lastName: "Sender",
      email: "chunked@example.com",
      category: "General Inquiry",
      message: "Sent in pieces. ".repeat(200),
    };
    const json = Buffer.from(JSON.stringify(inquiry));
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        new URL("/api/inquiries", server.baseUrl),
        { method: "POST", headers: { "Content-Type": "application/json" } },
        (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
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
    const deleted = await sendBig(server.baseUrl, "/admin/products/00000000-0000-0000-0000-000000000000/delete", {
      total: 1 * MB,
      chunked: true,
      contentType: FORM,
      headers: { Origin: server.baseUrl, Cookie: cookie },
    });
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

const DEVELOPER_TEXT = /did not provide an|You made a (POST|PUT|PATCH|DELETE) request/;

describe.each(DRIVERS)("response headers and error answers on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("every answer carries Cross-Origin-Resource-Policy: same-origin (pages, API, static files, build assets, stored images, errors)", async () => {
    const asset = fs.readdirSync("build/client/assets").find((name) => name.endsWith(".js"))!;
    for (const address of [
      "/",
      "/products",
      "/api/brands",
      "/favicon.svg",
      `/assets/${asset}`,
      "/api/storage/products/washer.svg",
      "/api/nope",
      "/no-such-page",
    ]) {
      const response = await fetch(server.baseUrl + address);
      await response.arrayBuffer();
      expect(response.status, address).toBeLessThan(address.includes("no") ? 500 : 300);
      expect(response.headers.get("cross-origin-resource-policy"), address).toBe("same-origin");
    }
  });

  it("sends no HSTS over plain http when the public address is http", async () => {
    for (const address of ["/", "/api/brands", "/favicon.svg"]) {
      const response = await fetch(server.baseUrl + address);
      await response.arrayBuffer();
      expect(response.headers.get("strict-transport-security"), address).toBeNull();
    }
  });

  it("pages, which carry a per-response CSP nonce, are private: never kept by a shared cache", async () => {
    for (const address of ["/", "/about", "/products"]) {
      const response = await fetch(server.baseUrl + address);
      const html = await response.text();
      expect(html).toMatch(/nonce="[^"]+"/);
      const cacheControl = response.headers.get("cache-control") ?? "";
      expect(cacheControl, address).toBe("private, no-cache");
      expect(cacheControl).not.toMatch(/public|s-maxage/);
    }
    const missing = await fetch(`${server.baseUrl}/no-such-page`);
    await missing.text();
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
  });

  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    it(`${method} to a page without a form answers 405 with the site's own text, never the framework's`, async () => {
      const response = await fetch(`${server.baseUrl}/about`, {
        method,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      const html = await response.text();
      expect(response.status).toBe(405);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(html).toContain(ERROR_PAGE_TEXT.en.methodNotAllowed.title);
      expect(html).not.toMatch(DEVELOPER_TEXT);
      expect(html).not.toContain("Something went wrong");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    });
  }

  it("a data request, a resource route and a product page answer 405 without developer text too", async () => {
    for (const address of ["/about.data", "/robots.txt", "/products/no-such-product", "/category/Chemicals"]) {
      const response = await fetch(server.baseUrl + address, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      const body = await response.text();
      expect(response.status, address).toBe(405);
      expect(body, address).not.toMatch(DEVELOPER_TEXT);
    }
  });

  it("a post to an unknown page is 404, and an unknown API address is 404 JSON whatever the method and body", async () => {
    const page = await fetch(`${server.baseUrl}/no-such-page`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    const html = await page.text();
    expect(page.status).toBe(404);
    expect(html).not.toMatch(DEVELOPER_TEXT);
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const response = await fetch(`${server.baseUrl}/api/no-such-endpoint`, {
        method,
        ...(method === "GET" ? {} : { headers: { "Content-Type": "text/plain" }, body: "not json" }),
      });
      expect(response.status, method).toBe(404);
      expect(await response.json(), method).toEqual({ message: "Not found" });
    }
  });
});

describe("HSTS only for https", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      driver: "pglite",
      seed: false,
      env: { PUBLIC_BASE_URL: "https://shop.example.com" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is sent on every answer when the public address is https (TLS ends at a proxy in front)", async () => {
    for (const address of ["/api/brands", "/healthz", "/favicon.svg"]) {
      const response = await fetch(server.baseUrl + address);
      await response.arrayBuffer();
      expect(response.headers.get("strict-transport-security"), address).toBe(HSTS);
    }
  });

  const openssl = (() => {
    try {
      execFileSync("openssl", ["version"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!openssl)(
    "is sent on a request that arrives over TLS, even when the public address is http, and not over http",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tls-"));
      const app = createApp({
        env: { ...server.env, PUBLIC_BASE_URL: "http://localhost:3000" },
        database: server.database,
      });
      const tls = https.createServer(
        (() => {
          execFileSync(
            "openssl",
            [
              "req",
              "-x509",
              "-newkey",
              "rsa:2048",
              "-nodes",
              "-keyout",
              path.join(dir, "key.pem"),
              "-out",
              path.join(dir, "cert.pem"),
              "-days",
              "1",
              "-subj",
              "/CN=127.0.0.1",
            ],
            { stdio: "ignore" },
          );
          return { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) };
        })(),
        app,
      );
      const plain = http.createServer(app);
      try {
        await Promise.all(
          [tls, plain].map((listener) => new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve))),
        );
        const headersOf = (client: typeof http | typeof https, listener: http.Server) =>
          new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
            client
              .get(
                {
                  host: "127.0.0.1",
                  port: (listener.address() as AddressInfo).port,
                  path: "/api/brands",
                  rejectUnauthorized: false,
                },
                (response) => {
                  response.resume();
                  resolve(response.headers);
                },
              )
              .on("error", reject);
          });
        expect((await headersOf(https, tls))["strict-transport-security"]).toBe(HSTS);
        expect((await headersOf(http, plain))["strict-transport-security"]).toBeUndefined();
      } finally {
        for (const listener of [tls, plain]) {
          listener.closeAllConnections();
          listener.close();
        }
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe("server timeouts", () => {
  it("the server gets the configured header, request and keep-alive timeouts", async () => {
    const server = await startTestServer({
      driver: "pglite",
      seed: false,
      env: {
        SERVER_HEADERS_TIMEOUT_MS: "7000",
        SERVER_REQUEST_TIMEOUT_MS: "45000",
        SERVER_KEEP_ALIVE_TIMEOUT_MS: "3000",
      },
    });
    try {
      expect(server.server.headersTimeout).toBe(7_000);
      expect(server.server.requestTimeout).toBe(45_000);
      expect(server.server.keepAliveTimeout).toBe(3_000);
    } finally {
      await server.close();
    }
  });

  it("the production start-up (node server.js) applies them: its keep-alive answers say the configured timeout", async () => {
    expect(fs.existsSync("build/server/index.js"), "run `npm run build` first").toBe(true);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-timeouts-"));
    const port = 4800 + (process.pid % 150);
    const child = spawn(process.execPath, [path.resolve("server.js")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: "",
        SERVER_KEEP_ALIVE_TIMEOUT_MS: "7000",
      },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    try {
      let keepAlive: string | undefined;
      for (const deadline = Date.now() + 90_000; keepAlive === undefined && Date.now() < deadline;) {
        keepAlive = await new Promise<string | undefined>((resolve) => {
          http
            .get(
              { host: "127.0.0.1", port, path: "/healthz", agent: new http.Agent({ keepAlive: true }) },
              (response) => {
                response.resume();
                resolve(response.statusCode === 200 ? String(response.headers["keep-alive"]) : undefined);
              },
            )
            .on("error", () => setTimeout(() => resolve(undefined), 250));
        });
      }
      expect(keepAlive).toBe("timeout=7");
    } finally {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
