/** The email outbox against a real SMTP server on loopback: delivery, an outage, permanent rejections, several workers, file mode. */
import fs from "node:fs";
import path from "node:path";
import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emailOutbox, inquiries } from "~server/db/schema";
import { startOutboxWorker, type OutboxWorker } from "~server/mail/outbox-worker";
import { storeQuoteRequest } from "~server/inquiries/submit-inquiries";
import { DRIVERS, postJson, startTestServer, type TestServer } from "./harness";
import { SMTP_PASSWORD, SMTP_USER, TestSmtpServer, waitFor } from "./outbox-smtp";

// Several phases of real waiting, on a shared and busy machine: more than the API project's default minute.
vi.setConfig({ testTimeout: 240_000 });

const SMTP_PORT = 4451;
const SALES = "sales-desk@example.com";

const FAST_RETRIES = {
  OUTBOX_POLL_MS: "100",
  OUTBOX_RETRY_BASE_MS: "100",
  OUTBOX_RETRY_MAX_MS: "400",
  OUTBOX_MAX_ATTEMPTS: "2",
  OUTBOX_LEASE_MS: "3000",
};
const SMTP_ENV = {
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(SMTP_PORT),
  SMTP_USER,
  SMTP_PASSWORD,
  SALES_EMAIL: SALES,
  PUBLIC_BASE_URL: "https://www.example.com",
  MAIL_FROM: "Website <web@example.com>",
};

const contact = (n: number) => ({
  firstName: "Aisha",
  lastName: `Tester${n}`,
  email: `visitor${n}@example.org`,
  category: "Chemicals",
  message: `Inquiry number ${n} about detergents.`,
});
const quotePayload = (n: number) => ({
  name: `Omar Quoter${n}`,
  email: `buyer${n}@example.org`,
  phone: "+974 5555 0000",
  company: "Doha Towers",
  category: "Quote Request",
  message: `Quote number ${n} for scrubbers.`,
});

async function outboxRows(server: TestServer) {
  return server.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt));
}

describe.each(DRIVERS)("email outbox over SMTP on %s", (driver) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  const workers: OutboxWorker[] = [];
  const logs: string[] = [];
  const worker = () => {
    const started = startOutboxWorker({ db: server.database.db, env: server.env, log: (line) => logs.push(line) });
    workers.push(started);
    return started;
  };

  beforeEach(() => {
    smtp = new TestSmtpServer(SMTP_PORT);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((running) => running.stop()));
    await server?.close();
    await smtp.stop();
  });

  it("sends two emails per inquiry, to sales and to the sender, promptly: woken by the inquiry, not by the one-minute poll", async () => {
    // A one-minute poll: only the in-process nudge can deliver within the second.
    server = await startTestServer({
      driver,
      seed: false,
      env: { ...SMTP_ENV, ...FAST_RETRIES, OUTBOX_POLL_MS: "60000" },
    });
    await smtp.start();
    worker();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = Date.now();
    const contactAnswer = await postJson(server.baseUrl, "/api/inquiries", contact(1));
    expect(contactAnswer.status).toBe(201);
    // Waiting up to 50 s lets a slow machine show its real latency; the bound below is what "promptly" means: the first
    // poll after start-up has passed, so without the nudge the emails would wait for the next one, 60 s away.
    await waitFor(
      () => smtp.received.length,
      (n) => n >= 2,
      50_000,
      "the contact inquiry's emails",
    );
    const latencyMs = Date.now() - started;
    expect(latencyMs).toBeLessThan(5_000);

    const quote = await storeQuoteRequest(
      server.database.db,
      {
        firstName: "Omar",
        lastName: "Khalid",
        email: "omar@example.org",
        phone: "+974 5555 1234",
        company: "Pearl FM",
        industry: "Healthcare & Medical",
        productCategory: "Cleaning Chemicals",
        projectSize: "Large (51-200 units)",
        timeline: "Long-term (6+ months)",
        requirements: "Disinfectants for <three> wards.",
      },
      server.env,
      "en",
    );
    await waitFor(
      () => smtp.received.length,
      (n) => n >= 4,
      15_000,
      "the quote's emails",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(4);
    console.log(`[outbox ${driver}] inquiry answered → both emails accepted by SMTP in ${latencyMs} ms`);

    const references = [String(contactAnswer.json!.reference), quote.reference];
    const ids = [String(contactAnswer.json!.id), quote.id];
    for (const [index, reference] of references.entries()) {
      const about = smtp.received.filter((email) => email.headers.subject!.includes(reference));
      expect(about).toHaveLength(2);
      const sales = about.find((email) => email.envelopeTo[0] === SALES)!;
      const sender = about.find((email) => email.envelopeTo[0] !== SALES)!;
      expect(sales.envelopeTo).toEqual([SALES]);
      expect(sales.text).toContain(`https://www.example.com/admin/inquiries/${ids[index]}`);
      expect(sales.headers["reply-to"]).toBe(sender.envelopeTo[0]);
      expect(sender.text).toContain(`Your reference is ${reference}.`);
      expect(sender.headers.from).toBe("Website <web@example.com>");
      expect(sender.headers["reply-to"]).toBeUndefined();
    }
    const [contactSales, contactSender, quoteSales, quoteSender] = [
      SALES,
      "visitor1@example.org",
      SALES,
      "omar@example.org",
    ].map((to, index) =>
      smtp.received.find(
        (email) => email.envelopeTo[0] === to && email.headers.subject!.includes(references[index < 2 ? 0 : 1]!),
      ),
    );
    expect(contactSales!.headers.subject).toBe(`New inquiry ${references[0]} from Aisha Tester1`);
    expect(contactSender!.headers.subject).toBe(`We received your inquiry (${references[0]})`);
    expect(quoteSales!.headers.subject).toBe(`New quote request ${references[1]} from Omar Khalid`);
    expect(quoteSales!.text).toContain("Large (51-200 units)");
    expect(quoteSales!.text).toContain("Disinfectants for &lt;three&gt; wards.");
    expect(quoteSender!.headers.subject).toBe(`We received your quote request (${references[1]})`);
    expect(quoteSender!.text).toContain("within 24 hours");

    const rows = await outboxRows(server);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(4).fill(["sent", 1]));
    expect(new Set(rows.map((row) => row.messageId))).toEqual(new Set(smtp.received.map((email) => email.messageId)));
  });

  it("OUTAGE: keeps accepting inquiries while SMTP is down or refusing, then delivers every email exactly once", async () => {
    server = await startTestServer({ driver, seed: false, env: { ...SMTP_ENV, ...FAST_RETRIES } });
    worker();
    let posted = 0;
    const post = async () => {
      posted += 1;
      const answer = await postJson(
        server.baseUrl,
        "/api/inquiries",
        posted % 2 ? contact(posted) : quotePayload(posted),
      );
      expect(answer.status).toBe(201);
    };

    // Phase 1: nothing listens on the SMTP port.
    for (let i = 0; i < 6; i++) await post();
    await waitFor(
      async () => (await outboxRows(server)).filter((row) => row.attempts >= 2).length,
      (n) => n === 12,
      30_000,
      "retries against a closed port",
    );
    // Phase 2: the server is up but answers 421 to every recipient.
    smtp.mode = "refuse";
    await smtp.start();
    for (let i = 0; i < 6; i++) await post();
    expect(smtp.received).toHaveLength(0);
    expect((await server.database.db.select({ n: count() }).from(inquiries))[0]!.n).toBe(12);
    await waitFor(
      async () =>
        (await outboxRows(server)).map((row) => `${row.attempts} ${row.nextAttemptAt.toISOString()} ${row.lastError}`),
      (rows) => rows.every((row) => row.includes("421")),
      30_000,
      "421 answers to every queued email",
    );
    expect(smtp.refusals).toBeGreaterThanOrEqual(24);
    const during = await outboxRows(server);
    expect(during).toHaveLength(24);
    expect(during.every((row) => row.status === "pending" && row.attempts >= 1)).toBe(true);
    expect(logs.some((line) => line.includes("cannot reach the mail server"))).toBe(true);

    // Phase 3: the server accepts again.
    smtp.mode = "accept";
    const backAt = Date.now();
    await waitFor(
      () => smtp.received.length,
      (n) => n >= 24,
      30_000,
      "every queued email after the outage",
    );
    const drainMs = Date.now() - backAt;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const counts = smtp.byMessageId();
    expect(smtp.received).toHaveLength(24);
    expect(counts.size).toBe(24);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const after = await outboxRows(server);
    expect(new Set(after.map((row) => row.messageId))).toEqual(new Set(counts.keys()));
    expect(after.every((row) => row.status === "sent" && row.sentAt && row.lockedUntil === null)).toBe(true);
    console.log(`[outbox ${driver}] outage over: 24 queued emails delivered in ${drainMs} ms, each once`);
  });

  it("marks an email failed after repeated permanent rejections, keeps it visible and delivers the others", async () => {
    server = await startTestServer({ driver, seed: false, env: { ...SMTP_ENV, ...FAST_RETRIES } });
    smtp.rejected = new Set(["bounce@example.org"]);
    await smtp.start();
    worker();
    const answer = await postJson(server.baseUrl, "/api/inquiries", { ...contact(7), email: "bounce@example.org" });
    expect(answer.status).toBe(201);
    const failed = await waitFor(
      async () => (await outboxRows(server)).filter((row) => row.status === "failed"),
      (rows) => rows.length === 1,
      30_000,
      "the rejected email to be marked failed",
    );
    expect(failed[0]).toMatchObject({
      toAddress: "bounce@example.org",
      attempts: 2,
      purpose: "sender-confirmation",
      lockedUntil: null,
    });
    expect(failed[0]!.lastError).toMatch(/550/);
    expect(smtp.received.map((email) => email.envelopeTo[0])).toEqual([SALES]);
    expect(logs.some((line) => line.includes("gave up on sender-confirmation"))).toBe(true);
  });

  it("several workers on one database send each email once", async () => {
    server = await startTestServer({ driver, seed: false, env: { ...SMTP_ENV, ...FAST_RETRIES } });
    for (let i = 0; i < 15; i++)
      expect((await postJson(server.baseUrl, "/api/inquiries", contact(100 + i))).status).toBe(201);
    await smtp.start();
    for (let i = 0; i < 3; i++) worker();
    await waitFor(
      () => smtp.received.length,
      (n) => n >= 30,
      30_000,
      "30 emails from three workers",
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(smtp.received).toHaveLength(30);
    expect(smtp.byMessageId().size).toBe(30);
  });

  it("stores no inquiry when its emails cannot be queued (one transaction)", async () => {
    server = await startTestServer({ driver, seed: false, env: { ...SMTP_ENV, ...FAST_RETRIES } });
    await server.database.db.execute(
      sql.raw(
        `CREATE FUNCTION refuse_outbox() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$ LANGUAGE plpgsql`,
      ),
    );
    await server.database.db.execute(
      sql.raw(
        `CREATE TRIGGER refuse_outbox BEFORE INSERT ON email_outbox FOR EACH ROW EXECUTE FUNCTION refuse_outbox()`,
      ),
    );
    const answer = await postJson(server.baseUrl, "/api/inquiries", contact(9));
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ message: expect.any(String) });
    expect((await server.database.db.select({ n: count() }).from(inquiries))[0]!.n).toBe(0);
    expect((await server.database.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(0);
  });
});

describe.each(DRIVERS)("email outbox without SMTP on %s", (driver) => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
  });

  it("writes each email as an .eml file under DATA_DIR/outbox-mail and marks it sent", async () => {
    server = await startTestServer({ driver, seed: false, env: { ...FAST_RETRIES, SALES_EMAIL: SALES } });
    const running = startOutboxWorker({ db: server.database.db, env: server.env, log: () => {} });
    const directory = path.join(server.dataDir, "outbox-mail");
    expect(running.destination).toBe(`files in ${directory}`);
    const answer = await postJson(server.baseUrl, "/api/inquiries", quotePayload(3));
    expect(answer.status).toBe(201);
    const emlFiles = () =>
      fs.existsSync(directory) ? fs.readdirSync(directory).filter((name) => name.endsWith(".eml")) : [];
    await waitFor(emlFiles, (names) => names.length >= 2, 30_000, "two .eml files");
    await running.stop();
    // Nothing but the two finished files: each was written to a temporary name and renamed.
    const files = fs.readdirSync(directory);
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith(".eml"))).toBe(true);
    const contents = files.map((name) => fs.readFileSync(path.join(directory, name), "utf8"));
    const rows = await outboxRows(server);
    for (const row of rows) {
      expect(row.status).toBe("sent");
      const file = contents.find((content) => content.includes(`Message-ID: ${row.messageId}`));
      expect(file).toContain(`To: ${row.toAddress}`);
      expect(file).toContain(String(answer.json!.reference));
    }
    expect(rows.map((row) => row.toAddress).sort()).toEqual(["buyer3@example.org", SALES]);
    const sales = rows.find((row) => row.toAddress === SALES)!;
    expect(
      await server.database.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, sales.inquiryId!)),
    ).toHaveLength(1);
  });
});
