/** POST /api/admin/uploads and /api/storage on both databases and both storage drivers (local disk, S3 via s3rver). */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, startTestServer, type Driver, type TestServer } from "./harness";
import { startLocalS3, type LocalS3 } from "./storage-s3.support";
import { createStaffUser } from "~server/auth/staff-users";
import { createSession } from "~server/auth/sessions";
import { sessionPolicy } from "~server/env";
import { recentUploads } from "~server/uploads/upload-log";
import { UPLOAD_MESSAGES } from "~/content/uploads";

const CASES: Array<{ driver: Driver; storage: "local" | "s3" }> = [
  ...DRIVERS.map((driver) => ({ driver, storage: "local" as const })),
  { driver: "pglite", storage: "s3" },
];

const CLEAN_SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0a6"/></svg>';
const picture = (format: "jpeg" | "png" | "webp") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#36c" } })
    .toFormat(format)
    .toBuffer();

describe.each(CASES)("image uploads ($driver database, $storage storage)", ({ driver, storage }) => {
  let server: TestServer;
  let s3: LocalS3 | undefined;
  let cookie: string;
  let origin: string;

  beforeAll(async () => {
    if (storage === "s3") s3 = await startLocalS3();
    server = await startTestServer({ driver, seed: false, env: s3?.env ?? {} });
    origin = server.baseUrl;
    const user = await createStaffUser(server.database.db, {
      email: `uploads-${driver}-${storage}@example.com`,
      password: "a-long-enough-password",
    });
    cookie = `staff_session=${await createSession(server.database.db, user.id, sessionPolicy(server.env))}`;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  async function upload(body: BodyInit, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.baseUrl}/api/admin/uploads`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin, ...headers },
      body,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  function fileForm(bytes: Uint8Array | string, name: string, type: string) {
    const form = new FormData();
    form.append("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }), name);
    return form;
  }

  it.each(["jpeg", "png", "webp"] as const)(
    "accepts a %s and serves it at the returned address with its type",
    async (format) => {
      const { status, json } = await upload(fileForm(await picture(format), `photo.${format}`, `image/${format}`));
      expect(status).toBe(201);
      expect(json).toMatchObject({ width: 64, height: 48, contentType: `image/${format}` });
      expect(String(json.url)).toMatch(
        new RegExp(`^/api/storage/uploads/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.${format === "jpeg" ? "jpg" : format}$`),
      );
      const served = await fetch(server.baseUrl + String(json.url));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(`image/${format}`);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBe(json.bytes);
      expect((await sharp(bytes).metadata()).width).toBe(64);
    },
  );

  it("accepts a clean SVG as a raw body, serves it sandboxed, and answers 304 to its ETag", async () => {
    const { status, json } = await upload(CLEAN_SVG, { "Content-Type": "image/svg+xml" });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      contentType: "image/svg+xml",
      width: 120,
      height: 40,
      bytes: Buffer.byteLength(CLEAN_SVG),
    });
    const served = await fetch(server.baseUrl + String(json.url));
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(await served.text()).toBe(CLEAN_SVG);
    const etag = served.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await fetch(server.baseUrl + String(json.url), { headers: { "If-None-Match": etag! } })).status).toBe(304);
  });

  it("refuses a text file named photo.jpg, whatever type the browser claims", async () => {
    const { status, json } = await upload(fileForm("This is not a picture at all.", "photo.jpg", "image/jpeg"));
    expect(status).toBe(415);
    expect(json).toEqual({ message: "This file is not a JPEG, PNG, WebP or SVG image." });
  });

  it("refuses an 11 MB file with 413 and a clear message", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const multipart = await upload(fileForm(big, "huge.png", "image/png"));
    expect(multipart).toEqual({ status: 413, json: { message: "Images can be at most 10 MB." } });
    const raw = await upload(big, { "Content-Type": "image/png" });
    expect(raw).toEqual({ status: 413, json: { message: "Images can be at most 10 MB." } });
  });

  it("stops reading a body without Content-Length as soon as it passes 10 MB", async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 40 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.baseUrl}/api/admin/uploads`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin, "Content-Type": "image/png" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Images can be at most 10 MB." });
  });

  it("refuses an SVG with a script, and other unsafe SVGs, with their messages", async () => {
    const script = await upload(
      fileForm('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "logo.svg", "image/svg+xml"),
    );
    expect(script).toEqual({ status: 422, json: { message: "This SVG contains a script, which is not allowed." } });
    const onload = await upload('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', {
      "Content-Type": "image/svg+xml",
    });
    expect(onload.json.message).toBe(UPLOAD_MESSAGES.svgEventHandler);
  });

  it("refuses SVGs that load outside style sheets or pictures, or embed a scripted SVG, naming the reason", async () => {
    const stylesheet = await upload(
      fileForm(
        '<?xml-stylesheet href="http://evil.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>',
        "logo.svg",
        "image/svg+xml",
      ),
    );
    expect(stylesheet).toEqual({
      status: 422,
      json: {
        message: "This SVG contains a processing instruction (such as <?xml-stylesheet?>), which is not allowed.",
      },
    });
    const scripted = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
      "base64",
    );
    const embedded = await upload(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><use href="data:image/svg+xml;base64,${scripted}#x"/></svg>`,
      { "Content-Type": "image/svg+xml" },
    );
    expect(embedded).toEqual({ status: 422, json: { message: UPLOAD_MESSAGES.svgDataUrl } });
    const imageSet = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><style>rect{fill:image-set("http://evil.example/a.png" 1x)}</style><rect width="40" height="40"/></svg>',
      { "Content-Type": "image/svg+xml" },
    );
    expect(imageSet).toEqual({ status: 422, json: { message: UPLOAD_MESSAGES.svgExternalReference } });
  });

  it("refuses a request without a file, and one with another body type", async () => {
    const form = new FormData();
    form.append("other", "value");
    expect(await upload(form)).toEqual({ status: 400, json: { message: UPLOAD_MESSAGES.noFile } });
    expect((await upload("{}", { "Content-Type": "application/json" })).status).toBe(415);
  });

  it("lists uploads in the audit log with who uploaded them", async () => {
    const uploads = await recentUploads(server.database.db);
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    expect(uploads[0]).toMatchObject({
      uploadedBy: `uploads-${driver}-${storage}@example.com`,
      contentType: expect.stringMatching(/^image\//),
    });
    expect(uploads.every((item) => item.url.startsWith("/api/storage/uploads/"))).toBe(true);
  });

  it("refuses anonymous (401) and cross-origin (403) uploads", async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/admin/uploads`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "image/svg+xml" },
      body: CLEAN_SVG,
    });
    expect(anonymous.status).toBe(401);
    const crossOrigin = await fetch(`${server.baseUrl}/api/admin/uploads`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "image/svg+xml" },
      body: CLEAN_SVG,
    });
    expect(crossOrigin.status).toBe(403);
    expect(((await crossOrigin.json()) as { message: string }).message).toMatch(/Origin/);
  });

  it("answers 404 for missing and malformed storage keys and 405 for writes", async () => {
    for (const path of [
      "/api/storage/uploads/2026/11/missing.png",
      "/api/storage/.hidden",
      "/api/storage/a/%2e%2e/b.png",
      "/api/storage/a%5cb.png",
    ]) {
      const response = await fetch(server.baseUrl + path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: "Not found" });
    }
    expect((await fetch(`${server.baseUrl}/api/storage/x.png`, { method: "PUT", body: "x" })).status).toBe(405);
  });
});

describe("uploads and the visitors' submission budget", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite", seed: false, env: { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "2" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("lets staff upload more images in a minute than a visitor may send forms", async () => {
    const user = await createStaffUser(server.database.db, {
      email: "busy-uploader@example.com",
      password: "a-long-enough-password",
    });
    const cookie = `staff_session=${await createSession(server.database.db, user.id, sessionPolicy(server.env))}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await fetch(`${server.baseUrl}/api/admin/uploads`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.baseUrl, "Content-Type": "image/svg+xml" },
        body: CLEAN_SVG,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201]);
  });
});
