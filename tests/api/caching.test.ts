import fs from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTML_CACHE_CONTROL } from "~server/http/html-cache";
import { startTestServer, type TestServer } from "./harness";

// The same browser revalidates what it fetched (crawlers get the document rendered in one piece, a different body).
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** A conditional GET as a browser cache sends it (fetch() adds "Cache-Control: no-cache" to conditional requests). */
function conditionalGet(
  url: string,
  etag: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "If-None-Match": etag, "User-Agent": BROWSER } }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on("error", reject);
  });
}

describe("caching and transfer", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite", pages: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("pages carry a nonce-independent ETag, a private Cache-Control (no shared cache keeps a nonce), and answer 304 without a new CSP", async () => {
    const first = await fetch(`${server.baseUrl}/products`, {
      headers: { "Accept-Encoding": "gzip", "User-Agent": BROWSER },
    });
    const second = await fetch(`${server.baseUrl}/products`, { headers: { "User-Agent": BROWSER } });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(HTML_CACHE_CONTROL);
    expect(HTML_CACHE_CONTROL).toBe("private, no-cache");
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(first.headers.get("content-security-policy")).not.toBe(second.headers.get("content-security-policy"));
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(await first.text()).toContain("Innovation Catalog");

    const revalidated = await conditionalGet(`${server.baseUrl}/products`, etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    expect(revalidated.body).toBe("");

    const other = await conditionalGet(`${server.baseUrl}/products?category=Chemicals`, etag);
    expect(other.status).toBe(200);
  });

  it("not-found pages and answers to form posts carry a nonce too, so they are private and not kept", async () => {
    const missing = await fetch(`${server.baseUrl}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    expect(missing.headers.get("etag")).toBeNull();
    const posted = await fetch(`${server.baseUrl}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "firstName=A",
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the catalogue API answers If-None-Match with 304", async () => {
    for (const path of ["/api/products", "/api/brands"]) {
      const first = await fetch(server.baseUrl + path);
      const etag = first.headers.get("etag")!;
      expect(etag, path).toBeTruthy();
      expect(first.headers.get("cache-control")).toContain("s-maxage");
      const again = await conditionalGet(server.baseUrl + path, etag);
      expect(again.status, path).toBe(304);
    }
  });

  it("hashed build assets are cached for a year and immutable", async () => {
    const asset = fs.readdirSync("build/client/assets").find((name) => name.endsWith(".js"))!;
    const response = await fetch(`${server.baseUrl}/assets/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends a hashed asset's Zopfli twin to a browser that accepts gzip, and the plain file to one that does not", async () => {
    const directory = "build/client/assets";
    const asset = fs
      .readdirSync(directory)
      .filter((name) => name.endsWith(".js") && fs.existsSync(`${directory}/${name}.gz`))
      .sort((a, b) => fs.statSync(`${directory}/${b}`).size - fs.statSync(`${directory}/${a}`).size)[0]!;
    const plain = fs.readFileSync(`${directory}/${asset}`);
    const twin = fs.readFileSync(`${directory}/${asset}.gz`);
    // The twin is smaller than zlib's best level, which is what compressing on the fly would give at most.
    expect(twin.length).toBeLessThan(gzipSync(plain, { level: 9 }).length);
    const gzipped = await rawGet(server.baseUrl, `/assets/${asset}`, { "accept-encoding": "gzip, deflate, br" });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-type"]).toMatch(/javascript/);
    expect(gzipped.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.body.equals(twin)).toBe(true);
    expect(gunzipSync(gzipped.body).equals(plain)).toBe(true);
    const identity = await rawGet(server.baseUrl, `/assets/${asset}`, { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
    const missing = await rawGet(server.baseUrl, `/assets/no-such-chunk.js`, { "accept-encoding": "gzip" });
    expect(missing.status).toBe(404);
  });
});

/** A GET whose body is read as sent (fetch would decode the gzip). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}
