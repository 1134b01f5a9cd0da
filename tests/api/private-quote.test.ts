/**
 * Issue 17: the buyer's private quote page /q/{reference}/{token} and its JSON API /api/q/… on both databases: access
 * (same 404 for a wrong token and an unknown reference, guesses limited), headers, status labels, and the answers
 * (accept once, concurrent accepts, stale and expired versions, decline, questions) with their events and sales emails.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "~server/db/client";
import { emailOutbox, inquiries, inquiryEvents, inquiryLines, quotationLines, quotations } from "~server/db/schema";
import { newAccessToken } from "~server/quotes/access-token";
import { qatarToday } from "~/lib/quotes/buyer-status";
import { DRIVERS, postJson, startTestServer, type TestServer } from "./harness";

let referenceCounter = 0;

/** A Qatar calendar date `days` from today. */
function qatarDate(days: number): string {
  return qatarToday(new Date(Date.now() + days * 86_400_000));
}

interface SeededQuotation {
  version: number;
  status?: string;
  validUntil?: string;
  discount?: string;
}

async function seedRequest(db: Db, options: { status?: string; quotations?: SeededQuotation[] } = {}) {
  const { token, hash } = newAccessToken();
  referenceCounter += 1;
  const reference = `Q-2026-${String(900_000 + referenceCounter + Math.floor(Math.random() * 90_000)).padStart(6, "0")}`;
  const [inquiry] = await db
    .insert(inquiries)
    .values({
      firstName: "Aisha",
      lastName: "Al-Marri",
      email: "aisha@example.com",
      company: "Pearl Towers FM",
      category: "Quote Request",
      message: "Quote Request:\nRequirements: three machines",
      kind: "quote",
      reference,
      status: options.status ?? "pending",
      accessTokenHash: hash,
    })
    .returning();
  const lines = await db
    .insert(inquiryLines)
    .values([
      {
        inquiryId: inquiry!.id,
        position: 1,
        name: "Scrubmatic 43 B",
        brand: "Aquaclean",
        serialNumber: "AQ-SM43B",
        quantity: 3,
        note: "Battery model",
      },
      {
        inquiryId: inquiry!.id,
        position: 2,
        name: "Bin 120 L",
        brand: "Bintech",
        serialNumber: "BT-120",
        quantity: 20,
      },
    ])
    .returning();
  for (const seeded of options.quotations ?? []) {
    const [quotation] = await db
      .insert(quotations)
      .values({
        inquiryId: inquiry!.id,
        version: seeded.version,
        status: seeded.status ?? "sent",
        subtotal: "15234.50",
        discount: seeded.discount ?? "234.50",
        total: "15000.00",
        validUntil: seeded.validUntil ?? qatarDate(30),
        terms: `Delivery within 14 days. Version ${seeded.version}.`,
      })
      .returning();
    await db.insert(quotationLines).values([
      { quotationId: quotation!.id, inquiryLineId: lines[0]!.id, unitPrice: "4678.17", lineTotal: "14034.50" },
      { quotationId: quotation!.id, inquiryLineId: lines[1]!.id, unitPrice: "60", lineTotal: "1200.00" },
    ]);
  }
  return { inquiry: inquiry!, token, reference, path: `/q/${reference}/${token}`, api: `/api/q/${reference}/${token}` };
}

/** The page without its per-request nonce, for comparing two answers. */
async function pageOf(response: Response, nonce = response.headers.get("content-security-policy")) {
  const html = await response.text();
  const value = /'nonce-([^']+)'/.exec(nonce ?? "")?.[1];
  return value ? html.split(value).join("NONCE") : html;
}

describe.each(DRIVERS)("the private quote page on %s", (driver) => {
  let server: TestServer;
  let db: Db;

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true, seed: false, env: { TRUST_PROXY: "loopback" } });
    db = server.database.db;
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, address = "198.51.100.1") =>
    fetch(server.baseUrl + path, { headers: { "X-Forwarded-For": address } });

  it("opens with the right token: heading, lines, status, and noindex / no-store / no-referrer", async () => {
    const seeded = await seedRequest(db);
    const response = await get(seeded.path);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("etag")).toBeNull();
    const html = await response.text();
    expect(html).toContain(`Quote Request ${seeded.reference}</h1>`);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain("Scrubmatic 43 B");
    expect(html).toContain("AQ-SM43B");
    expect(html).toContain("Battery model");
    expect(html).toContain("Bintech");
    expect(html).toMatch(/data-testid="buyer-status"[^>]*>Received</);
    expect(html).not.toContain("Accept Quotation");
  });

  it("answers a wrong token and an unknown reference with the same 404", async () => {
    const seeded = await seedRequest(db);
    const wrong = await get(`/q/${seeded.reference}/${newAccessToken().token}`, "198.51.100.2");
    const unknown = await get(`/q/Q-2026-999999/${newAccessToken().token}`, "198.51.100.2");
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    const ignored = new Set([
      "date",
      "x-request-id",
      "content-security-policy",
      "content-length",
      "ratelimit",
      "keep-alive",
    ]);
    const headers = (response: Response) =>
      [...response.headers.entries()].filter(([name]) => !ignored.has(name)).sort();
    expect(headers(wrong)).toEqual(headers(unknown));
    const [wrongBody, unknownBody] = [await pageOf(wrong), await pageOf(unknown)];
    expect(wrongBody).toEqual(unknownBody);
    expect(wrongBody).toContain("404 Page Not Found");
    expect(wrongBody).not.toContain(seeded.reference);
    expect(wrong.headers.get("x-robots-tag")).toBe("noindex");
    // The API's 404 is one answer too.
    const apiWrong = await postJson(server.baseUrl, `/api/q/${seeded.reference}/${newAccessToken().token}/question`, {
      message: "Hello?",
    });
    const apiUnknown = await postJson(server.baseUrl, `/api/q/Q-2026-999999/${newAccessToken().token}/question`, {
      message: "Hello?",
    });
    expect([apiWrong.status, apiUnknown.status]).toEqual([404, 404]);
    expect(apiWrong.text).toBe(apiUnknown.text);
  });

  it("stops guessing: the 21st wrong link from one address is 429, the right one too, other addresses are not held", async () => {
    const seeded = await seedRequest(db);
    const address = `203.0.113.${driver === "pglite" ? 7 : 8}`;
    for (let guess = 1; guess <= 20; guess += 1) {
      const response = await get(`/q/${seeded.reference}/${newAccessToken().token}`, address);
      expect(response.status, `guess ${guess}`).toBe(404);
      await response.body?.cancel();
    }
    const locked = await get(`/q/${seeded.reference}/${newAccessToken().token}`, address);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await locked.text()).toContain("Too many wrong links were opened from your network");
    const right = await get(seeded.path, address);
    expect(right.status).toBe(429);
    await right.body?.cancel();
    const api = await postJson(
      server.baseUrl,
      `${seeded.api}/question`,
      { message: "Hi" },
      { "X-Forwarded-For": address },
    );
    expect(api.status).toBe(429);
    expect(api.json?.message).toMatch(/Too many wrong links/);
    const elsewhere = await get(seeded.path, "203.0.113.99");
    expect(elsewhere.status).toBe(200);
    await elsewhere.body?.cancel();
  });

  it("shows each status as the buyer sees it", async () => {
    const cases: Array<[string, Parameters<typeof seedRequest>[1]]> = [
      ["Received", {}],
      ["Being prepared", { status: "in_progress" }],
      ["Quotation sent", { status: "answered", quotations: [{ version: 1 }] }],
      ["Accepted", { status: "answered", quotations: [{ version: 1, status: "accepted" }] }],
      ["Declined", { status: "answered", quotations: [{ version: 1, status: "declined" }] }],
      ["Expired", { status: "answered", quotations: [{ version: 1, validUntil: qatarDate(-1) }] }],
    ];
    for (const [label, options] of cases) {
      const seeded = await seedRequest(db, options);
      const html = await (await get(seeded.path)).text();
      expect(html, label).toMatch(new RegExp(`data-testid="buyer-status"[^>]*>${label}<`));
    }
  });

  it("shows a sent quotation's prices in QAR, validity and terms, with the three actions", async () => {
    const seeded = await seedRequest(db, { status: "answered", quotations: [{ version: 1 }] });
    const html = await (await get(seeded.path)).text();
    for (const text of ["QAR 4,678.17", "QAR 14,034.50", "QAR 60.00", "QAR 15,234.50", "QAR 234.50", "QAR 15,000.00"])
      expect(html).toContain(text);
    expect(html).toContain("Valid until");
    expect(html).toContain("Delivery within 14 days. Version 1.");
    expect(html).toContain("Accept Quotation");
    expect(html).toContain(">Decline<");
    expect(html).toContain("Ask a Question");
    expect(html).toContain('name="version" value="1"');
    expect(html).toContain('data-testid="print-letterhead"');
  });

  it("accepts once: event, sales email without the token, then 409", async () => {
    const seeded = await seedRequest(db, { status: "answered", quotations: [{ version: 1 }] });
    const first = await postJson(server.baseUrl, `${seeded.api}/accept`, { version: 1 });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ status: "accepted" });
    const again = await postJson(server.baseUrl, `${seeded.api}/accept`, { version: 1 });
    expect(again.status).toBe(409);
    expect(again.json?.message).toBe("This quotation has already been accepted.");
    const [quotation] = await db.select().from(quotations).where(eq(quotations.inquiryId, seeded.inquiry.id));
    expect(quotation).toMatchObject({ status: "accepted" });
    expect(quotation!.respondedAt).toBeInstanceOf(Date);
    const events = await db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, seeded.inquiry.id));
    expect(events.map((event) => [event.kind, event.authorId])).toEqual([["buyer-accepted", null]]);
    const emails = await db.select().from(emailOutbox).where(eq(emailOutbox.inquiryId, seeded.inquiry.id));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      purpose: "sales-buyer-event",
      toAddress: server.env.SALES_EMAIL ?? server.env.site.email,
    });
    expect(emails[0]!.subject).toContain(seeded.reference);
    expect(emails[0]!.textBody).toContain("accepted quotation version 1");
    expect(emails[0]!.textBody).toContain("QAR 15,000.00");
    for (const body of [emails[0]!.textBody, emails[0]!.htmlBody ?? "", emails[0]!.subject])
      expect(body).not.toContain(seeded.token);
    const html = await (await get(seeded.path)).text();
    expect(html).toMatch(/data-testid="buyer-status"[^>]*>Accepted</);
    expect(html).not.toContain("Accept Quotation");
  });

  it("two simultaneous accepts: one 200 and one 409, one event, one email", async () => {
    const seeded = await seedRequest(db, { status: "answered", quotations: [{ version: 1 }] });
    const answers = await Promise.all([
      postJson(server.baseUrl, `${seeded.api}/accept`, { version: 1 }),
      postJson(server.baseUrl, `${seeded.api}/accept`, { version: 1 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const events = await db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, seeded.inquiry.id));
    expect(events).toHaveLength(1);
    const emails = await db.select().from(emailOutbox).where(eq(emailOutbox.inquiryId, seeded.inquiry.id));
    expect(emails).toHaveLength(1);
  });

  it("refuses an older version with 409 and leaves both versions as they were", async () => {
    const seeded = await seedRequest(db, {
      status: "answered",
      quotations: [{ version: 1, status: "superseded" }, { version: 2 }],
    });
    const stale = await postJson(server.baseUrl, `${seeded.api}/accept`, { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ reason: "stale" });
    expect(stale.json?.message).toMatch(/replaced by version 2/);
    const rows = await db.select().from(quotations).where(eq(quotations.inquiryId, seeded.inquiry.id));
    expect(rows.map((row) => [row.version, row.status]).sort()).toEqual([
      [1, "superseded"],
      [2, "sent"],
    ]);
    const html = await (await get(seeded.path)).text();
    expect(html).toContain("Delivery within 14 days. Version 2.");
    expect(html).toContain('name="version" value="2"');
    expect((await db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, seeded.inquiry.id))).length).toBe(
      0,
    );
  });

  it("refuses an expired quotation with 409 and says why, on the page too", async () => {
    const validUntil = qatarDate(-1);
    const seeded = await seedRequest(db, { status: "answered", quotations: [{ version: 1, validUntil }] });
    const expired = await postJson(server.baseUrl, `${seeded.api}/accept`, { version: 1 });
    expect(expired.status).toBe(409);
    expect(expired.json).toMatchObject({ reason: "expired" });
    expect(expired.json?.message).toMatch(/expired on .* and can no longer be accepted/);
    const html = await (await get(seeded.path)).text();
    expect(html).toMatch(/expired on [^<]* and can no longer be accepted/);
    expect(html).not.toContain("Accept Quotation");
    // Valid through its last day (Qatar's calendar).
    const lastDay = await seedRequest(db, {
      status: "answered",
      quotations: [{ version: 1, validUntil: qatarDate(0) }],
    });
    expect((await postJson(server.baseUrl, `${lastDay.api}/accept`, { version: 1 })).status).toBe(200);
  });

  it("declines with a reason, and questions reach staff: events and sales emails without the token", async () => {
    const seeded = await seedRequest(db, { status: "answered", quotations: [{ version: 1 }] });
    const question = await postJson(server.baseUrl, `${seeded.api}/question`, {
      message: "  Can you deliver to Al Wakrah?\nAnd is installation included?  ",
    });
    expect(question.status).toBe(200);
    expect(question.json).toMatchObject({ status: "sent" });
    const declined = await postJson(server.baseUrl, `${seeded.api}/decline`, { version: 1, reason: "Over our budget" });
    expect(declined.status).toBe(200);
    expect(declined.json).toMatchObject({ status: "declined" });
    const events = await db
      .select()
      .from(inquiryEvents)
      .where(eq(inquiryEvents.inquiryId, seeded.inquiry.id))
      .orderBy(inquiryEvents.createdAt);
    expect(events.map((event) => [event.kind, event.body, event.authorId])).toEqual([
      ["buyer-question", "Can you deliver to Al Wakrah?\nAnd is installation included?", null],
      ["buyer-declined", "Over our budget", null],
    ]);
    const [row] = await db.select().from(quotations).where(eq(quotations.inquiryId, seeded.inquiry.id));
    expect(row).toMatchObject({ status: "declined", declineReason: "Over our budget" });
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.inquiryId, seeded.inquiry.id), eq(emailOutbox.purpose, "sales-buyer-event")));
    expect(emails).toHaveLength(2);
    const texts = emails.map((email) => email.textBody).join("\n");
    expect(texts).toContain("Can you deliver to Al Wakrah?");
    expect(texts).toContain("Reason: Over our budget");
    for (const email of emails)
      for (const body of [email.textBody, email.htmlBody ?? "", email.subject])
        expect(body).not.toContain(seeded.token);
    // A question is taken after the decision too; a decline without a reason is fine.
    const other = await seedRequest(db, { status: "answered", quotations: [{ version: 1 }] });
    const bare = await postJson(server.baseUrl, `${other.api}/decline`, { version: 1 });
    expect(bare.status).toBe(200);
    const [bareEvent] = await db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, other.inquiry.id));
    expect(bareEvent).toMatchObject({ kind: "buyer-declined", body: null });
  });

  it("refuses bad input with 400 and field messages, writing nothing", async () => {
    const seeded = await seedRequest(db, { status: "answered", quotations: [{ version: 1 }] });
    const empty = await postJson(server.baseUrl, `${seeded.api}/question`, { message: "   " });
    expect(empty.status).toBe(400);
    expect(empty.json?.errors).toEqual({ message: ["Please write your question."] });
    const long = await postJson(server.baseUrl, `${seeded.api}/question`, { message: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.json?.errors).toEqual({ message: ["Keep your question under 2,000 characters."] });
    expect((await postJson(server.baseUrl, `${seeded.api}/question`, { message: "x".repeat(2000) })).status).toBe(200);
    const reason = await postJson(server.baseUrl, `${seeded.api}/decline`, { version: 1, reason: "y".repeat(501) });
    expect(reason.status).toBe(400);
    expect(reason.json?.errors).toEqual({ reason: ["Keep the reason under 500 characters."] });
    for (const version of [undefined, 0, 1.5, "abc", -1]) {
      const bad = await postJson(server.baseUrl, `${seeded.api}/accept`, { version });
      expect(bad.status, String(version)).toBe(400);
    }
    expect((await postJson(server.baseUrl, `${seeded.api}/accept`, "[]")).status).toBe(400);
    const notJson = await fetch(`${server.baseUrl}${seeded.api}/accept`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: '{"version":1}',
    });
    expect(notJson.status).toBe(415);
    const [row] = await db.select().from(quotations).where(eq(quotations.inquiryId, seeded.inquiry.id));
    expect(row!.status).toBe("sent");
    const events = await db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, seeded.inquiry.id));
    expect(events.map((event) => event.kind)).toEqual(["buyer-question"]);
  });

  it("takes the page's plain form posts without JavaScript: field messages, then the answer", async () => {
    const seeded = await seedRequest(db, { status: "answered", quotations: [{ version: 1 }] });
    // Under Referrer-Policy no-referrer, browsers post the page's forms with `Origin: null`.
    const post = (fields: Record<string, string>, origin = "null") =>
      fetch(server.baseUrl + seeded.path, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": "198.51.100.3",
          Origin: origin,
        },
        body: new URLSearchParams(fields).toString(),
      });
    // Another site's origin is still refused (React Router's check of the action's origin).
    // Logged as an error, with the reference but never the token.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const foreign = await post({ intent: "accept", version: "1" }, "https://elsewhere.example");
    expect(foreign.status).toBe(400);
    await foreign.body?.cancel();
    const lines = logged.mock.calls.map((call) => call.map(String).join(" "));
    logged.mockRestore();
    expect(lines.some((line) => line.includes(`/q/${seeded.reference}/[token]`))).toBe(true);
    expect(lines.join("\n")).not.toContain(seeded.token);
    const empty = await post({ intent: "question", message: "" });
    expect(empty.status).toBe(400);
    expect(empty.headers.get("cache-control")).toBe("no-store");
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Please write your question.");
    expect(emptyHtml).toMatch(/aria-invalid="true"/);
    const accepted = await post({ intent: "accept", version: "1" });
    expect(accepted.status).toBe(200);
    const html = await accepted.text();
    expect(html).toMatch(/data-testid="buyer-status"[^>]*>Accepted</);
    expect(html).toContain("Thank you: you accepted the quotation.");
    const again = await post({ intent: "accept", version: "1" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This quotation has already been accepted.");
    // A wrong link posts into the same 404.
    const wrong = await fetch(`${server.baseUrl}/q/${seeded.reference}/${newAccessToken().token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.4" },
      body: "intent=accept&version=1",
    });
    expect(wrong.status).toBe(404);
    await wrong.body?.cancel();
    const [row] = await db.select().from(quotations).where(eq(quotations.inquiryId, seeded.inquiry.id));
    expect(row!.status).toBe("accepted");
  });
});
