/** /api/admin/outbox: staff see the outbox's state and can retry an email that was given up. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~server/auth/sessions";
import { createStaffUser } from "~server/auth/staff-users";
import { emailOutbox } from "~server/db/schema";
import { sessionPolicy } from "~server/env";
import { DRIVERS, postJson, startTestServer, type TestServer } from "./harness";

describe.each(DRIVERS)("/api/admin/outbox on %s", (driver) => {
  let server: TestServer;
  let cookie: string;
  const get = (query = "") => fetch(`${server.baseUrl}/api/admin/outbox${query}`, { headers: { Cookie: cookie } });
  const retry = (id: string) =>
    fetch(`${server.baseUrl}/api/admin/outbox/${id}/retry`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.baseUrl },
    });

  beforeAll(async () => {
    server = await startTestServer({ driver, seed: false });
    const user = await createStaffUser(server.database.db, {
      email: "outbox-admin@example.com",
      password: "a long enough password 1",
    });
    cookie = `staff_session=${await createSession(server.database.db, user.id, sessionPolicy(server.env))}`;
    for (let i = 0; i < 2; i++) {
      const answer = await postJson(server.baseUrl, "/api/inquiries", {
        firstName: "Admin",
        lastName: `View${i}`,
        email: `view${i}@example.org`,
        category: "Chemicals",
        message: "Outbox admin view test.",
      });
      expect(answer.status).toBe(201);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses anonymous callers", async () => {
    expect((await fetch(`${server.baseUrl}/api/admin/outbox`)).status).toBe(401);
  });

  it("counts emails by status and lists the pending ones, longest-waiting first", async () => {
    const response = await get("?status=pending");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      counts: Record<string, number>;
      oldestPendingAt: string | null;
      emails: Array<{ status: string; subject: string }>;
    };
    expect(body.counts).toEqual({ pending: 4, sent: 0, failed: 0 });
    expect(body.oldestPendingAt).toEqual(expect.any(String));
    expect(body.emails).toHaveLength(4);
    expect(body.emails.every((email) => email.status === "pending")).toBe(true);
    expect((await get("?status=bogus")).status).toBe(400);
  });

  it("puts a failed email back in the queue, and only a failed one", async () => {
    const [row] = await server.database.db.select().from(emailOutbox).limit(1);
    await server.database.db
      .update(emailOutbox)
      .set({ status: "failed", attempts: 5, lastError: "550 Mailbox unavailable" })
      .where(eq(emailOutbox.id, row!.id));
    const failed = (await (await get()).json()) as {
      counts: Record<string, number>;
      emails: Array<{ id: string; lastError: string }>;
    };
    expect(failed.counts.failed).toBe(1);
    expect(failed.emails).toEqual([expect.objectContaining({ id: row!.id, lastError: "550 Mailbox unavailable" })]);

    const response = await retry(row!.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: row!.id, status: "pending" });
    const [after] = await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });

    const again = await retry(row!.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/pending/);
    expect((await retry("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const bad = await retry("not-a-uuid");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: expect.any(String) });
  });
});
