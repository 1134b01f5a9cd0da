import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localStorage } from "./local-storage";
import { contentTypeForKey, isPublicKey, isValidKey, newDocumentKey, newUploadKey } from "./object-storage";

describe("storage keys", () => {
  it("accept generated and seeded keys, refuse anything that could leave the folder", () => {
    expect(isValidKey(newUploadKey("png", new Date("2026-11-25T00:00:00Z")).key)).toBe(true);
    expect(newUploadKey("png", new Date("2026-11-25T00:00:00Z")).key).toMatch(
      /^uploads\/2026\/11\/[0-9a-f-]{36}\.png$/,
    );
    expect(isValidKey("products/vacuum.svg")).toBe(true);
    for (const key of [
      "",
      "../etc/passwd",
      "a/../b",
      "a//b",
      "/abs",
      ".env",
      "a/.hidden",
      "a\\b",
      "a/b/",
      "a%2fb",
      "a b.png",
    ]) {
      expect(isValidKey(key), key).toBe(false);
    }
  });

  it("keep documents and quote attachments out of /api/storage (issue 19)", () => {
    const key = newDocumentKey(new Date("2026-11-28T00:00:00Z"));
    expect(key).toMatch(/^documents\/2026\/11\/[0-9a-f-]{36}\.pdf$/);
    expect(isValidKey(key)).toBe(true);
    expect(isPublicKey(key)).toBe(false);
    expect(isPublicKey("private/quote-requests/2026/11/a.pdf")).toBe(false);
    expect(isPublicKey("uploads/2026/11/a.png")).toBe(true);
    expect(contentTypeForKey(key)).toBe("application/pdf");
  });

  it("give the type by extension, never HTML", () => {
    expect(contentTypeForKey("a/b.SVG")).toBe("image/svg+xml");
    expect(contentTypeForKey("a/b.jpg")).toBe("image/jpeg");
    expect(contentTypeForKey("a/b.html")).toBe("application/octet-stream");
  });
});

describe("localStorage", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "local-storage-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("writes through a temporary file, then reads the object back with a stable ETag", async () => {
    const storage = localStorage(root);
    await storage.put("uploads/2026/11/a.png", Buffer.from("one"), "image/png");
    expect(fs.readdirSync(path.join(root, "uploads/2026/11"))).toEqual(["a.png"]);
    const first = await storage.get("uploads/2026/11/a.png");
    expect(first).toMatchObject({ contentType: "image/png" });
    expect(first?.bytes.toString()).toBe("one");
    expect((await storage.get("uploads/2026/11/a.png"))?.etag).toBe(first?.etag);
    await storage.put("uploads/2026/11/a.png", Buffer.from("two"), "image/png");
    expect((await storage.get("uploads/2026/11/a.png"))?.etag).not.toBe(first?.etag);
  });

  it("removes an object, and a missing one without error", async () => {
    const storage = localStorage(root);
    await storage.put("documents/2026/11/a.pdf", Buffer.from("%PDF-"), "application/pdf");
    await storage.remove("documents/2026/11/a.pdf");
    expect(await storage.exists("documents/2026/11/a.pdf")).toBe(false);
    await expect(storage.remove("documents/2026/11/a.pdf")).resolves.toBeUndefined();
  });

  it("reports missing objects and folders as absent", async () => {
    const storage = localStorage(root);
    fs.mkdirSync(path.join(root, "folder"));
    expect(await storage.get("missing.png")).toBeNull();
    expect(await storage.get("folder")).toBeNull();
    expect(await storage.exists("folder")).toBe(false);
  });

  it("refuses keys that would leave the storage folder", async () => {
    const storage = localStorage(root);
    await expect(storage.put("../outside.png", Buffer.from("x"), "image/png")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get("../../etc/passwd")).rejects.toThrow(/Invalid storage key/);
    expect(fs.existsSync(path.join(root, "..", "outside.png"))).toBe(false);
  });
});
