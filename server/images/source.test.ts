import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageSourceReader, type ImageSourceReader } from "./source";
import { contentHashOf } from "~server/http/content-hash";
import { localStorage } from "~server/storage/local-storage";

describe("readImageSource", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "image-source-"));
  let read: ImageSourceReader;

  beforeAll(() => {
    fs.mkdirSync(path.join(root, "data/storage/uploads"), { recursive: true });
    fs.mkdirSync(path.join(root, "public/attached_assets/photos"), { recursive: true });
    fs.writeFileSync(path.join(root, "data/storage/uploads/a-b.png"), "upload");
    fs.writeFileSync(path.join(root, "public/attached_assets/photos/hall.jpg"), "shipped");
    fs.writeFileSync(path.join(root, "data/secret.png"), "secret");
    read = imageSourceReader({
      storage: localStorage(path.join(root, "data/storage")),
      publicDir: path.join(root, "public"),
    });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("reads uploads from the object storage (here local, DATA_DIR/storage) and shipped artwork from public/attached_assets, with a content hash", async () => {
    const upload = await read("/api/storage/uploads/a-b.png");
    expect(upload?.bytes.toString()).toBe("upload");
    expect(upload?.contentHash).toBe(contentHashOf(Buffer.from("upload")));
    expect(upload?.contentHash).toMatch(/^[0-9a-f]{16}$/);
    expect((await read("/attached_assets/photos/hall.jpg"))?.bytes.toString()).toBe("shipped");
  });

  it("reads nothing outside its two folders, and nothing that is missing or a folder", async () => {
    expect(await read("/api/storage/../secret.png")).toBeNull();
    expect(await read("/api/storage/uploads/../../secret.png")).toBeNull();
    expect(await read("/media/x.png")).toBeNull();
    expect(await read("/api/storage/uploads/none.png")).toBeNull();
    expect(await read("/api/storage/uploads")).toBeNull();
  });
});
