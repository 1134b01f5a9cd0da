/**
 * Client addresses that clients cannot choose (TRUST_PROXY, IPv6 /64 budgets) and no spam relay (confirmations per
 * recipient, nothing typed echoed but a short first name, single-use form tokens, JSON-only API). Pages need `npm run build`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_GUARD_TEXT } from "~/content/forms";
import { SALES_NOTIFICATION } from "~/content/emails";
import { SIGN_IN_LIMITS } from "~server/auth/sign-in-throttle";
import { emailOutbox, inquiries, usedFormTokens } from "~server/db/schema";
import { issueFormToken } from "~server/forms/form-token";
import { deleteExpiredFormTokens } from "~server/forms/used-tokens";
import { CONFIRMATIONS_PER_RECIPIENT } from "~server/mail/confirmation-limit";
import { freshIp, signInOverHttp } from "./admin-auth-support";
import { DRIVERS, postJson, startTestServer, type TestServer } from "./harness";

const html = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const inquiry = (email: string, extra: Record<string, string> = {}) => ({
  firstName: "Relay",
  lastName: "Test",
  email,
  category: "Equipments",
  message: "Two scrubber-dryers, please.",
  ...extra,
});

const contactForm = {
  firstName: "Zoë",
  lastName: "Haddad",
  email: "zoe@example.com",
  category: "Chemicals",
  message: "40 L of floor cleaner a month",
};

/** A fresh IPv6 address in 2001:db8:<net>:1::/64 per call (they differ in the lower 64 bits only). */
let hostCounter = 0;
const ipv6In = (net: string) =>
  `2001:db8:${net}:1:${(++hostCounter).toString(16)}:${(hostCounter * 7).toString(16)}:0:1`;

/** Fixed-window limits: start a burst early enough in a window that it cannot run into the next one. */
async function roomInWindow(windowMs: number, neededMs = 20_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
const SUBMISSION_WINDOW_MS = 60_000;

const TOKEN_PATTERN = /\d{13}\.[\w-]{22}\.[\w-]{43}/;

function postForm(
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(server.baseUrl + path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ website: "", ...fields }),
  });
}

/** Runs the production server (`node server.js`, the built bundle) until its output contains `until` or it exits; returns the output and the exit code (null: stopped by us). */
async function startUp(env: Record<string, string>, until: string): Promise<{ output: string; code: number | null }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trust-proxy-"));
  const child = spawn(process.execPath, [path.resolve("server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      TRUST_PROXY: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  try {
    return await new Promise((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(until)) {
          child.kill("SIGKILL");
          resolve({ output, code: null });
        }
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      child.on("exit", (code) => resolve({ output, code }));
    });
  } finally {
    await new Promise((resolve) =>
      child.exitCode === null && child.signalCode === null ? child.on("exit", resolve) : resolve(null),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("TRUST_PROXY at start-up", () => {
  it("says in one line which client addresses are believed", async () => {
    const unset = await startUp({}, "Client addresses:");
    expect(unset.output).toMatch(
      /^Client addresses: the connection's own address; X-Forwarded-For is ignored \(TRUST_PROXY is unset\)\.$/m,
    );
    const hops = await startUp({ TRUST_PROXY: "2" }, "Client addresses:");
    expect(hops.output).toMatch(/^Client addresses: 2 proxy hops trusted \(TRUST_PROXY=2\)/m);
  }, 60_000);

  it("stops on a bad value, naming it", async () => {
    const bad = await startUp({ TRUST_PROXY: "10.0.0.0/8, not-a-proxy" }, "Serving on");
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('TRUST_PROXY: "not-a-proxy" is not a number of hops, an IP address, a CIDR range');
    expect(bad.output).not.toContain("Client addresses:");
  }, 60_000);
});

describe.each(DRIVERS)("client addresses on %s", (driver) => {
  describe("without TRUST_PROXY", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        driver,
        pages: true,
        seed: false,
        env: { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "10" },
      });
    });
    afterAll(async () => server?.close());

    it("ignores a rotating X-Forwarded-For: 15 submissions against a budget of 10 get 5 answers of 429", async () => {
      await roomInWindow(SUBMISSION_WINDOW_MS);
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++)
        statuses.push(
          (
            await postJson(server.baseUrl, "/api/inquiries", inquiry(`rotate${i}@example.com`), {
              "X-Forwarded-For": freshIp(),
            })
          ).status,
        );
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    });

    it("ignores a rotating X-Forwarded-For at sign-in: after 10 failures the network is paused", async () => {
      await roomInWindow(SIGN_IN_LIMITS.windowMs, 60_000);
      const statuses: number[] = [];
      let last = "";
      for (let i = 0; i < 15; i++) {
        // signInOverHttp sends a fresh X-Forwarded-For with every attempt.
        const response = await signInOverHttp(server, { email: `guess${i}@example.com`, password: "wrong-password-1" });
        statuses.push(response.status);
        last = await response.text();
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(5).fill(429));
      expect(html(last)).toContain("Too many sign-in attempts from your network.");
    });
  });

  describe("with TRUST_PROXY=1", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        driver,
        pages: true,
        seed: false,
        env: { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "10", TRUST_PROXY: "1" },
      });
    });
    afterAll(async () => server?.close());

    it("budgets by the address the proxy forwards", async () => {
      await roomInWindow(SUBMISSION_WINDOW_MS);
      for (let i = 0; i < 15; i++)
        expect(
          (
            await postJson(server.baseUrl, "/api/inquiries", inquiry(`fwd${i}@example.com`), {
              "X-Forwarded-For": freshIp(),
            })
          ).status,
        ).toBe(201);
      const one = freshIp();
      const statuses: number[] = [];
      // A client's own X-Forwarded-For is passed on by the proxy in front of it: only the last hop counts.
      for (let i = 0; i < 11; i++)
        statuses.push(
          (
            await postJson(server.baseUrl, "/api/inquiries", inquiry(`one${i}@example.com`), {
              "X-Forwarded-For": `${freshIp()}, ${one}`,
            })
          ).status,
        );
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
    });

    it("gives one IPv6 /64 one budget, whichever of its addresses a client uses", async () => {
      await roomInWindow(SUBMISSION_WINDOW_MS);
      for (let i = 0; i < 10; i++)
        expect(
          (
            await postJson(server.baseUrl, "/api/inquiries", inquiry(`v6-${i}@example.com`), {
              "X-Forwarded-For": ipv6In("a1"),
            })
          ).status,
        ).toBe(201);
      const sameNetwork = await postJson(server.baseUrl, "/api/inquiries", inquiry("v6-next@example.com"), {
        "X-Forwarded-For": ipv6In("a1"),
      });
      expect(sameNetwork.status).toBe(429);
      expect(
        (
          await postJson(server.baseUrl, "/api/inquiries", inquiry("v6-other@example.com"), {
            "X-Forwarded-For": ipv6In("a2"),
          })
        ).status,
      ).toBe(201);
    });

    it("throttles sign-in by the forwarded address, one IPv6 /64 as one address", async () => {
      await roomInWindow(SIGN_IN_LIMITS.windowMs, 60_000);
      for (let i = 0; i < 15; i++)
        expect(
          (await signInOverHttp(server, { email: `fwd-guess${i}@example.com`, password: "wrong-password-1" })).status,
        ).toBe(401);
      for (let i = 0; i < 10; i++)
        expect(
          (
            await signInOverHttp(
              server,
              { email: `v6-guess${i}@example.com`, password: "wrong-password-1" },
              { "X-Forwarded-For": ipv6In("b1") },
            )
          ).status,
        ).toBe(401);
      expect(
        (
          await signInOverHttp(
            server,
            { email: "v6-guess@example.com", password: "wrong-password-1" },
            { "X-Forwarded-For": ipv6In("b1") },
          )
        ).status,
      ).toBe(429);
      expect(
        (
          await signInOverHttp(
            server,
            { email: "v6-guess@example.com", password: "wrong-password-1" },
            { "X-Forwarded-For": ipv6In("b2") },
          )
        ).status,
      ).toBe(401);
    });
  });
});

describe.each(DRIVERS)("no spam relay on %s", (driver) => {
  let server: TestServer;
  const outbox = (purpose: string) =>
    server.database.db.select().from(emailOutbox).where(eq(emailOutbox.purpose, purpose));
  const rows = async () => (await server.database.db.select({ n: count() }).from(inquiries))[0]!.n;
  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true, seed: false });
  });
  afterAll(async () => server?.close());

  it(`sends at most ${CONFIRMATIONS_PER_RECIPIENT} confirmations a day to one mailbox; later inquiries are stored and sales still told`, async () => {
    const variants = [
      "Relay.Victim@example.com",
      "relay.victim+1@example.com",
      "RELAY.VICTIM+shop@Example.COM",
      "relay.victim@EXAMPLE.com",
      "relay.victim+2@example.com",
    ];
    const ids: string[] = [];
    for (const email of variants) {
      const response = await postJson(server.baseUrl, "/api/inquiries", inquiry(email));
      expect(response.status).toBe(201);
      ids.push(String(response.json!.id));
    }
    const mine = <Row extends { inquiryId: string | null }>(rows: Row[]) =>
      rows.filter((row) => ids.includes(row.inquiryId ?? ""));
    const confirmations = mine(await outbox("sender-confirmation"));
    expect(confirmations).toHaveLength(3);
    expect(confirmations.map((row) => row.inquiryId)).toEqual(expect.arrayContaining(ids.slice(0, 3)));
    const notifications = mine(await outbox("sales-notification"));
    expect(notifications).toHaveLength(5);
    const withheld = notifications
      .filter((row) => row.textBody.includes(SALES_NOTIFICATION.noConfirmation))
      .map((row) => row.inquiryId);
    expect(withheld.sort()).toEqual(ids.slice(3).sort());
    // Another mailbox has its own three.
    const other = await postJson(server.baseUrl, "/api/inquiries", inquiry("someone.else@example.com"));
    expect((await outbox("sender-confirmation")).filter((row) => row.inquiryId === other.json!.id)).toHaveLength(1);
  });

  it("counts confirmations from the last 24 hours only", async () => {
    for (let i = 0; i < 3; i++)
      expect((await postJson(server.baseUrl, "/api/inquiries", inquiry("yesterday@example.com"))).status).toBe(201);
    await server.database.db.execute(
      sql`update email_outbox set created_at = now() - interval '24 hours 1 minute' where recipient_key = 'yesterday@example.com'`,
    );
    const today = await postJson(server.baseUrl, "/api/inquiries", inquiry("yesterday@example.com"));
    expect((await outbox("sender-confirmation")).filter((row) => row.inquiryId === today.json!.id)).toHaveLength(1);
  });

  it("holds the limit when one address is submitted concurrently", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postJson(server.baseUrl, "/api/inquiries", inquiry("burst@example.com"))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const [row] = await server.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.purpose, "sender-confirmation"), eq(emailOutbox.recipientKey, "burst@example.com")));
    expect(row!.n).toBe(CONFIRMATIONS_PER_RECIPIENT);
  });

  it("confirms with the first name cut to 40 characters and none of the message, company or last name", async () => {
    const firstName = `${"Win a prize at spam.example ".repeat(3)}${"z".repeat(16)}`;
    expect(firstName).toHaveLength(100);
    const response = await postJson(
      server.baseUrl,
      "/api/inquiries",
      inquiry("echo@example.com", {
        firstName,
        lastName: "LastnameMarker",
        company: "CompanyMarker Ltd",
        phone: "+974 5555 8642",
        message: "MessageMarker: buy now at spam.example/offer",
      }),
    );
    expect(response.status).toBe(201);
    const [confirmation] = (await outbox("sender-confirmation")).filter((row) => row.inquiryId === response.json!.id);
    expect(confirmation).toBeDefined();
    for (const body of [confirmation!.textBody, confirmation!.htmlBody ?? "", confirmation!.subject]) {
      for (const marker of [
        "LastnameMarker",
        "CompanyMarker",
        "5555 8642",
        "MessageMarker",
        "spam.example/offer",
        firstName.slice(0, 41),
      ])
        expect(body).not.toContain(marker);
    }
    expect(confirmation!.textBody).toContain(`Dear ${firstName.slice(0, 40).trim()},`);
  });

  it("accepts a form token once: the same token posted twice stores one row and the second gets the form's error", async () => {
    const token = issueFormToken(server.env.FORM_TOKEN_SECRET, "contact");
    const before = await rows();
    const first = await postForm(server, "/contact", { ...contactForm, formToken: token });
    expect(first.status).toBe(200);
    expect(await first.text()).toMatch(/C-\d{4}-\d{6}/);
    const replay = await postForm(server, "/contact", { ...contactForm, formToken: token });
    expect(replay.status).toBe(400);
    expect(html(await replay.text())).toContain(FORM_GUARD_TEXT.en.alreadySent);
    expect(await rows()).toBe(before + 1);
  });

  it("re-renders a rejected form with a new token that is accepted, without JavaScript", async () => {
    const token = issueFormToken(server.env.FORM_TOKEN_SECRET, "contact");
    const invalid = await postForm(server, "/contact", { ...contactForm, email: "not-an-email", formToken: token });
    expect(invalid.status).toBe(400);
    const page = await invalid.text();
    const next = /name="formToken" value="([^"]+)"/.exec(page)?.[1];
    expect(next).toMatch(TOKEN_PATTERN);
    expect(next).not.toBe(token);
    const before = await rows();
    expect((await postForm(server, "/contact", { ...contactForm, formToken: next! })).status).toBe(200);
    expect(await rows()).toBe(before + 1);
  });

  it("answers a rejected fetcher submission (with JavaScript) with a new token that is accepted", async () => {
    const token = issueFormToken(server.env.FORM_TOKEN_SECRET, "quote");
    const quote = {
      firstName: "José",
      lastName: "Nuñez",
      email: "jose@example.com",
      phone: "+974 4444 5555",
      industry: "Hospitality & Hotels",
      productCategory: "Floor Care Equipment",
      projectSize: "Medium (11-50 units)",
      timeline: "Short-term (1-3 months)",
      requirements: "Marble lobby, nightly scrubbing.",
    };
    const invalid = await postForm(server, "/get-quote.data", { ...quote, phone: "1", formToken: token });
    const answer = await invalid.text();
    expect(answer).toContain(FORM_GUARD_TEXT.en.fixFields);
    const next = TOKEN_PATTERN.exec(answer)?.[0];
    expect(next).toBeDefined();
    expect(next).not.toBe(token);
    const before = await rows();
    const stored = await postForm(server, "/get-quote.data", { ...quote, formToken: next! });
    expect(await stored.text()).toMatch(/Q-\d{4}-\d{6}/);
    expect(await rows()).toBe(before + 1);
  });

  it("keeps used tokens in the database until they expire, then deletes them", async () => {
    await postForm(server, "/contact", {
      ...contactForm,
      formToken: issueFormToken(server.env.FORM_TOKEN_SECRET, "contact"),
    });
    const [kept] = await server.database.db.select({ n: count() }).from(usedFormTokens);
    expect(kept!.n).toBeGreaterThan(0);
    expect(await deleteExpiredFormTokens(server.database.db)).toBe(0);
    await server.database.db.execute(sql`update used_form_tokens set expires_at = now() - interval '1 second'`);
    expect(await deleteExpiredFormTokens(server.database.db)).toBe(kept!.n);
    const [left] = await server.database.db.select({ n: count() }).from(usedFormTokens);
    expect(left!.n).toBe(0);
  });

  it.each([
    ["text/plain", { "Content-Type": "text/plain" }],
    ["form-encoded", { "Content-Type": "application/x-www-form-urlencoded" }],
    ["multipart", { "Content-Type": "multipart/form-data; boundary=x" }],
    ["no content type", {}],
  ])("refuses a %s body at POST /api/inquiries with 415 and stores nothing", async (_label, headers) => {
    const before = await rows();
    // A Uint8Array body makes fetch send no Content-Type of its own.
    const body = new TextEncoder().encode(JSON.stringify(inquiry("simple@example.com")));
    const response = await fetch(`${server.baseUrl}/api/inquiries`, { method: "POST", headers, body });
    expect(response.status).toBe(415);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: expect.stringContaining("application/json") });
    expect(await rows()).toBe(before);
  });

  it("still accepts application/json with a charset", async () => {
    const response = await postJson(server.baseUrl, "/api/inquiries", inquiry("charset@example.com"), {
      "Content-Type": "application/json; charset=utf-8",
    });
    expect(response.status).toBe(201);
  });
});
