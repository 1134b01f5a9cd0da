import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UPLOAD_TTL_MS, discardUpload, loadUpload, saveUpload } from "./upload-store";

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "upload-store-"));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("upload store", () => {
  it("gives the file back to the staff member who uploaded it, within the hour, until it is discarded", async () => {
    const now = Date.now();
    const id = await saveUpload(dataDir, "staff-1", "مكنسة.xlsx", Buffer.from("bytes"), now);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await loadUpload(dataDir, "staff-1", id, now + 1000)).toEqual({
      fileName: "مكنسة.xlsx",
      bytes: Buffer.from("bytes"),
    });
    expect(await loadUpload(dataDir, "staff-2", id, now)).toBeNull();
    expect(await loadUpload(dataDir, "staff-1", id, now + UPLOAD_TTL_MS + 1)).toBeNull();
    await discardUpload(dataDir, id);
    expect(await loadUpload(dataDir, "staff-1", id, now)).toBeNull();
  });

  it("refuses ids that are not its own random hex, so no other path can be named", async () => {
    for (const id of ["../../etc/passwd", "ABCDEF0123456789abcdef0123456789", "", "0".repeat(31)])
      expect(await loadUpload(dataDir, "staff-1", id)).toBeNull();
  });

  it("removes uploads older than an hour when a new one arrives", async () => {
    const id = await saveUpload(dataDir, "staff-1", "old.csv", Buffer.from("a"));
    const old = new Date(Date.now() - UPLOAD_TTL_MS - 60_000);
    for (const suffix of [".data", ".json"]) fs.utimesSync(path.join(dataDir, "imports", id + suffix), old, old);
    await saveUpload(dataDir, "staff-1", "new.csv", Buffer.from("b"));
    expect(fs.readdirSync(path.join(dataDir, "imports")).filter((name) => name.startsWith(id))).toEqual([]);
  });
});
