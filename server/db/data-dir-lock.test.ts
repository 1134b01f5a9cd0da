import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

describe("lockDataDir", () => {
  it("refuses a directory locked by a live process and takes over a stale lock", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
    const lockFile = path.join(dir, "server.lock");
    fs.writeFileSync(lockFile, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);

    fs.writeFileSync(lockFile, "999999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
