import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "~server/db/schema";
import { issueFormToken } from "~server/forms/form-token";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

// The form actions (what a browser without JavaScript posts): spam checks, limits, and exact storage.
const contact = {
  firstName: "Zoë",
  lastName: "O'Brien-الهاجري",
  email: "Zoe.OBrien@Example.QA",
  phone: "+974 5555 0101",
  company: "شركة الدوحة للفنادق",
  category: "Washroom Hygiene",
  message: "Line one: it's urgent.\nسطر ثان: 24 موزعاً للصابون",
};
const quote = {
  firstName: "José",
  lastName: "Nuñez",
  email: "jose@example.com",
  phone: "+974 4444 5555",
  company: "",
  industry: "Hospitality & Hotels",
  productCategory: "Floor Care Equipment",
  projectSize: "Medium (11-50 units)",
  timeline: "Short-term (1-3 months)",
  requirements: "Marble lobby 800 m², nightly scrubbing — quiet machines please.",
};

function post(
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  token = issueFormToken(server.env.FORM_TOKEN_SECRET, path === "/contact" ? "contact" : "quote", Date.now() - 5000),
) {
  return fetch(server.baseUrl + path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, formToken: token, website: "" }),
  });
}

describe.each(DRIVERS)("form actions on %s", (driver) => {
  let server: TestServer;
  const rows = async () => (await server.database.db.select({ n: count() }).from(inquiries))[0]!.n;
  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true, seed: false, env: { FORM_MIN_FILL_MS: "2000" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stores a contact inquiry with every field as typed (email domain lowercased)", async () => {
    const before = await rows();
    const response = await post(server, "/contact", contact);
    expect(response.status).toBe(200);
    const reference = /C-\d{4}-\d{6}/.exec(await response.text())?.[0];
    expect(reference).toBeTruthy();
    expect(await rows()).toBe(before + 1);
    const [row] = await server.database.db.select().from(inquiries).where(eq(inquiries.reference, reference!));
    expect(row).toMatchObject({ ...contact, email: "Zoe.OBrien@example.qa", kind: "contact", status: "pending" });
  });

  it("stores a quote with its structured fields and the 7.2 message", async () => {
    const response = await post(server, "/get-quote", quote);
    expect(response.status).toBe(200);
    const reference = /Q-\d{4}-\d{6}/.exec(await response.text())?.[0];
    const [row] = await server.database.db.select().from(inquiries).where(eq(inquiries.reference, reference!));
    expect(row).toMatchObject({
      kind: "quote",
      firstName: "José",
      lastName: "Nuñez",
      company: null,
      category: "Quote Request",
      industry: quote.industry,
      productCategory: quote.productCategory,
      projectSize: quote.projectSize,
      timeline: quote.timeline,
      message: `Quote Request:\nIndustry: ${quote.industry}\nProduct Category: ${quote.productCategory}\nProject Size: ${quote.projectSize}\nTimeline: ${quote.timeline}\nRequirements: ${quote.requirements}`,
    });
  });

  it.each([
    [
      "a filled honeypot",
      (s: TestServer) =>
        fetch(s.baseUrl + "/contact", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            ...contact,
            website: "http://x",
            formToken: issueFormToken(s.env.FORM_TOKEN_SECRET, "contact", Date.now() - 5000),
          }),
        }),
    ],
    [
      "a submission faster than a person",
      (s: TestServer) =>
        post(s, "/contact", contact, issueFormToken(s.env.FORM_TOKEN_SECRET, "contact", Date.now() - 500)),
    ],
    ["a forged token", (s: TestServer) => post(s, "/contact", contact, `${Date.now() - 5000}.forged`)],
    [
      "another form's token",
      (s: TestServer) =>
        post(s, "/contact", contact, issueFormToken(s.env.FORM_TOKEN_SECRET, "quote", Date.now() - 5000)),
    ],
    [
      "no token",
      (s: TestServer) =>
        fetch(s.baseUrl + "/contact", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(contact),
        }),
    ],
    [
      "a message over 5,000 characters",
      (s: TestServer) => post(s, "/contact", { ...contact, message: "m".repeat(5001) }),
    ],
    ["control characters", (s: TestServer) => post(s, "/contact", { ...contact, firstName: "Zo\u0007ë" })],
    ["an invalid quote", (s: TestServer) => post(s, "/get-quote", { ...quote, phone: "123", industry: "Mining" })],
  ])("answers %s with 400 and stores nothing", async (_label, send) => {
    const before = await rows();
    const response = await send(server);
    expect(response.status).toBe(400);
    await response.text();
    expect(await rows()).toBe(before);
  });

  it.each([
    ["a message over 5,000 characters", "message", { message: "m".repeat(5001) }, "Must be at most 5000 characters"],
    ["control characters", "firstName", { firstName: "Zo\u0007ë" }, "Contains characters that are not allowed"],
  ])("shows %s as a message next to the field, with what was typed", async (_label, field, change, message) => {
    const response = await post(server, "/contact", { ...contact, ...change });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`id="contact-${field}-error"[^>]*>${message}<`));
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("O&#x27;Brien-الهاجري");
  });

  it("refuses a body larger than any person's form with 413 and stores nothing", async () => {
    const before = await rows();
    const response = await post(server, "/contact", { ...contact, message: "x".repeat(300_000) });
    expect(response.status).toBe(413);
    await response.text();
    expect(await rows()).toBe(before);
  });

  it("survives 1,000 hostile form posts: no 5xx, no rows", async () => {
    const before = await rows();
    const hostile = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.constantFrom("\u0000", "'; DROP TABLE inquiries; --", "<script>", "x".repeat(20_000), "\u202e"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/contact", "/get-quote"),
        fc.dictionary(
          fc.constantFrom(
            "firstName",
            "email",
            "category",
            "message",
            "industry",
            "phone",
            "requirements",
            "website",
            "formToken",
            "junk",
          ),
          hostile,
        ),
        async (path, fields) => {
          const response = await fetch(server.baseUrl + path, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(fields),
          });
          await response.text();
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 1000 },
    );
    expect(await rows()).toBe(before);
  }, 180_000);
});

describe.each(DRIVERS)("form rate limit on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      driver,
      pages: true,
      seed: false,
      env: { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "2" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 429 with a friendly message in the page, keeping what was typed", async () => {
    expect((await post(server, "/contact", contact)).status).toBe(200);
    expect((await post(server, "/contact", contact)).status).toBe(200);
    const limited = await post(server, "/contact", { ...contact, message: "Please keep this text" });
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain("Please wait a minute and send again");
    expect(html).toContain("Please keep this text");
    expect(html).toContain("Zoe.OBrien@Example.QA");
  });

  it("answers a quote over the budget the same way", async () => {
    const limited = await post(server, "/get-quote", quote);
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain("Please wait a minute and send again");
    expect(html).toContain("Marble lobby 800 m²");
  });
});
