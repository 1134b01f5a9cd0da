/** `npm run admin:create-user` (the built command, as a production install runs it) against a temporary embedded database. Needs `npm run build`. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~server/db/client";
import { findStaffUserByEmail } from "~server/auth/staff-users";
import { verifyPassword } from "~server/auth/password";

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-cli-"));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function createUser(args: string[], stdin?: string) {
  const result = spawnSync(process.execPath, ["build/server/cli/create-staff-user.js", ...args], {
    input: stdin ?? "",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function storedUser(email: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await findStaffUserByEmail(database.db, email);
  } finally {
    await database.close();
  }
}

describe("admin:create-user", () => {
  it("generates a password, prints it once, and stores only its scrypt hash", async () => {
    const result = createUser(["First.Staff@Example.com", "--name", "First Staff"]);
    expect(result.status, result.stderr).toBe(0);
    const password = /One-time password[^:]*: (\S+)/.exec(result.stdout)?.[1];
    expect(password).toMatch(/^[a-zA-Z2-9]{20}$/);
    expect(result.stdout.split(password!).length - 1).toBe(1);
    const user = await storedUser("first.staff@example.com");
    expect(user).toMatchObject({ email: "first.staff@example.com", name: "First Staff" });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(user!.passwordHash).not.toContain(password);
    expect(await verifyPassword(password!, user!.passwordHash)).toBe(true);
  });

  it("reads the password from standard input and does not print it", async () => {
    const result = createUser(["piped@example.com"], "a-piped-password-123\n");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).not.toContain("a-piped-password-123");
    expect(result.stdout).not.toContain("One-time password");
    const user = await storedUser("piped@example.com");
    expect(await verifyPassword("a-piped-password-123", user!.passwordHash)).toBe(true);
  });

  it("refuses a duplicate email (exit 1), a short password and a bad email (exit 2)", async () => {
    const duplicate = createUser(["PIPED@example.com"], "another-password-123\n");
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain("exists already");
    const short = createUser(["short@example.com"], "short\n");
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("at least 12 characters");
    expect(await storedUser("short@example.com")).toBeUndefined();
    const usage = createUser(["not-an-email"]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("Usage");
    const missing = createUser([]);
    expect(missing.status).toBe(2);
  });

  it("refuses to open an embedded database a running server holds (exit 3)", async () => {
    const database = await openDatabase({ dataDir });
    try {
      const result = createUser(["locked@example.com"], "a-locked-password-123\n");
      expect(result.status).toBe(3);
      expect(result.stderr).toContain("Stop the server first");
    } finally {
      await database.close();
    }
  });
});
