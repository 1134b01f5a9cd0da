import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~server/db/client";
import { rateLimits, staffSessions, staffUsers } from "~server/db/schema";
import { tableAttemptCounter } from "./attempt-counter";
import { cleanUpAuthRecords } from "./housekeeping";
import { createSession, endSession, resolveSession, sessionIdOf } from "./sessions";
import { changePassword, createStaffUser } from "./staff-users";

const MINUTE = 60_000;
const policy = { idleMs: 30 * MINUTE, absoluteMs: 8 * 60 * MINUTE };
let dataDir: string;
let database: Database;
let userId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-sessions-"));
  database = await openDatabase({ dataDir });
  userId = (
    await createStaffUser(database.db, {
      email: "Session.Test@Example.com",
      password: "session-test-password",
      name: "Session Test",
    })
  ).id;
}, 60_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function sessionRow(token: string) {
  const [row] = await database.db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.id, sessionIdOf(token)));
  return row;
}

describe("resolveSession", () => {
  it("returns the staff member for a live session, and stores only the token's hash", async () => {
    const start = Date.now();
    const token = await createSession(database.db, userId, policy, {}, start);
    const staff = await resolveSession(database.db, token, policy, start + MINUTE);
    expect(staff).toMatchObject({
      id: userId,
      email: "session.test@example.com",
      name: "Session Test",
      sessionId: sessionIdOf(token),
    });
    expect(await sessionRow(token)).toBeDefined();
    const [stored] = await database.db.select().from(staffSessions).where(eq(staffSessions.id, token));
    expect(stored).toBeUndefined();
  });

  it("ends a session idle for the idle period, and deletes its row", async () => {
    const start = Date.now();
    const token = await createSession(database.db, userId, policy, {}, start);
    expect(await resolveSession(database.db, token, policy, start + policy.idleMs - 1)).not.toBeNull();
    // That request was activity: the idle clock starts again from it.
    expect(await resolveSession(database.db, token, policy, start + 2 * policy.idleMs - 2)).not.toBeNull();
    expect(await resolveSession(database.db, token, policy, start + 3 * policy.idleMs)).toBeNull();
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("ends an active session at its absolute expiry", async () => {
    const start = Date.now();
    const token = await createSession(database.db, userId, policy, {}, start);
    let now = start;
    while (now + policy.idleMs / 2 < start + policy.absoluteMs) {
      now += policy.idleMs / 2;
      expect(await resolveSession(database.db, token, policy, now)).not.toBeNull();
    }
    expect(await resolveSession(database.db, token, policy, start + policy.absoluteMs)).toBeNull();
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("refuses unknown, empty and oversized tokens", async () => {
    expect(await resolveSession(database.db, "not-a-session", policy)).toBeNull();
    expect(await resolveSession(database.db, "", policy)).toBeNull();
    expect(await resolveSession(database.db, "x".repeat(500), policy)).toBeNull();
  });

  it("ends every session of the account at a password change; the renewed session works", async () => {
    const first = await createSession(database.db, userId, policy);
    const second = await createSession(database.db, userId, policy);
    const renewed = await changePassword(database.db, userId, "a-brand-new-password", { policy });
    expect(await resolveSession(database.db, first, policy)).toBeNull();
    expect(await resolveSession(database.db, second, policy)).toBeNull();
    expect(await resolveSession(database.db, renewed, policy)).toMatchObject({ id: userId });
  });

  it("refuses a session created before the last password change even if its row survived", async () => {
    const start = Date.now();
    const token = await createSession(database.db, userId, policy, {}, start - MINUTE);
    await database.db
      .update(staffUsers)
      .set({ passwordChangedAt: new Date(start) })
      .where(eq(staffUsers.id, userId));
    expect(await resolveSession(database.db, token, policy, start + 1)).toBeNull();
  });

  it("refuses sessions of a deactivated account", async () => {
    const other = await createStaffUser(database.db, {
      email: "inactive@example.com",
      password: "inactive-password-1",
    });
    const token = await createSession(database.db, other.id, policy);
    await database.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, other.id));
    expect(await resolveSession(database.db, token, policy)).toBeNull();
  });
});

describe("endSession and housekeeping", () => {
  it("endSession deletes the row", async () => {
    const token = await createSession(database.db, userId, policy);
    await endSession(database.db, token);
    expect(await sessionRow(token)).toBeUndefined();
    expect(await resolveSession(database.db, token, policy)).toBeNull();
  });

  it("cleanUpAuthRecords deletes idle and expired sessions and keeps live ones", async () => {
    const now = Date.now();
    const live = await createSession(database.db, userId, policy, {}, now);
    const idle = await createSession(database.db, userId, policy, {}, now - policy.idleMs - MINUTE);
    const expired = await createSession(database.db, userId, { ...policy, absoluteMs: MINUTE }, {}, now - 2 * MINUTE);
    await cleanUpAuthRecords(database.db, policy, now);
    expect(await sessionRow(live)).toBeDefined();
    expect(await sessionRow(idle)).toBeUndefined();
    expect(await sessionRow(expired)).toBeUndefined();
  });

  it("cleanUpAuthRecords drops sign-in counters of past windows and leaves other rate limits alone", async () => {
    const now = Date.now();
    const counter = tableAttemptCounter(database.db);
    const old = new Date(now - 60 * MINUTE);
    const current = new Date(now - (now % (15 * MINUTE)));
    expect(await counter.add("signin:ip:192.0.2.1", old)).toBe(1);
    expect(await counter.add("signin:ip:192.0.2.1", old)).toBe(2);
    expect(await counter.count("signin:ip:192.0.2.1", old)).toBe(2);
    expect(await counter.count("signin:ip:192.0.2.1", current)).toBe(0);
    await counter.add("signin:account:x@example.com", current);
    await database.db.insert(rateLimits).values({ key: "submit:192.0.2.1", windowStart: old, hits: 3 });
    await cleanUpAuthRecords(database.db, policy, now);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
    expect(keys).toEqual(["signin:account:x@example.com", "submit:192.0.2.1"]);
  });
});
