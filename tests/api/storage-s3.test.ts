/** The S3-compatible backend against s3rver: signed put/get/exists, the demo seed in the bucket, /api/storage reading from it. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";
import { startLocalS3, type LocalS3 } from "./storage-s3.support";
import { createStorage, storageFor } from "~server/storage/storage-config";
import { seedObjectStorage, STORAGE_SEED_DIR } from "~server/storage/seed-storage";
import { loadEnv } from "~server/env";

describe("S3 storage (s3rver on loopback)", () => {
  let s3: LocalS3;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startLocalS3();
    server = await startTestServer({ driver: "pglite", seed: false, env: s3.env });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it("puts, gets and checks objects with signed requests", async () => {
    const storage = storageFor(server.env);
    expect(storage.driver).toBe("s3");
    expect(await storage.exists("tests/a.png")).toBe(false);
    expect(await storage.get("tests/a.png")).toBeNull();
    await storage.put("tests/a.png", Buffer.from("png bytes"), "image/png");
    expect(await storage.exists("tests/a.png")).toBe(true);
    const object = await storage.get("tests/a.png");
    expect(object?.bytes.toString()).toBe("png bytes");
    expect(object?.contentType).toBe("image/png");
    expect(object?.etag).toMatch(/^"/);
  });

  it("refuses wrong credentials instead of pretending the object is missing", async () => {
    const wrong = createStorage(
      loadEnv({ DATA_DIR: server.dataDir, ...s3.env, STORAGE_S3_ACCESS_KEY_ID: "NOT-A-KEY" }),
    );
    await expect(wrong.get("tests/a.png")).rejects.toThrow(/HTTP 403/);
  });

  it("uploads the demo images to the bucket once, and /api/storage serves them from it", async () => {
    const storage = storageFor(server.env);
    const seedCount = fs.readdirSync(path.join(STORAGE_SEED_DIR, "products")).length;
    expect(await seedObjectStorage(storage)).toBe(seedCount);
    expect(await seedObjectStorage(storage)).toBe(0);
    expect(fs.existsSync(path.join(server.dataDir, "storage", "products", "vacuum.svg"))).toBe(false);
    const response = await fetch(`${server.baseUrl}/api/storage/products/vacuum.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=604800");
    expect(await response.text()).toBe(fs.readFileSync(path.join(STORAGE_SEED_DIR, "products", "vacuum.svg"), "utf8"));
  });

  it("answers 503 with a message when the bucket does not answer", async () => {
    const unreachable = await startTestServer({
      driver: "pglite",
      seed: false,
      env: { ...s3.env, STORAGE_S3_ENDPOINT: "http://127.0.0.1:4479" },
    });
    try {
      const response = await fetch(`${unreachable.baseUrl}/api/storage/products/vacuum.svg`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: "Stored images are unavailable. Try again shortly." });
    } finally {
      await unreachable.close();
    }
  });
});
