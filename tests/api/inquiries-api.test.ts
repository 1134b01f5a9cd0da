import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inquiries } from "~server/db/schema";
import { DRIVERS, postJson, startTestServer, type TestServer } from "./harness";

const contact = {
  firstName: "Aisha",
  lastName: "Al-Marri",
  email: "Aisha@Example.COM",
  phone: "+974 5555 1234",
  company: "Pearl Towers FM",
  category: "Equipments",
  message: "We need two scrubber-dryers for a 4,000 m² mall.\nPlease call me.",
};

describe.each(DRIVERS)("POST /api/inquiries on %s", (driver) => {
  let server: TestServer;
  const rows = async () => (await server.database.db.select({ n: count() }).from(inquiries))[0]!.n;
  let before = 0;

  beforeAll(async () => {
    server = await startTestServer({ driver, seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    before = await rows();
  });

  it("stores a valid contact inquiry as exactly one pending row with a reference", async () => {
    const response = await postJson(server.baseUrl, "/api/inquiries", contact);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      id: expect.any(String),
      reference: expect.stringMatching(/^C-\d{4}-\d{6}$/),
    });
    expect(await rows()).toBe(before + 1);
    const [row] = await server.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, String(response.json!.id)));
    expect(row).toMatchObject({
      firstName: "Aisha",
      status: "pending",
      email: "Aisha@example.com",
      category: "Equipments",
      kind: "contact",
      message: contact.message,
    });
  });

  it("accepts a contact inquiry without the optional phone and company", async () => {
    const { phone: _phone, company: _company, ...required } = contact;
    const response = await postJson(server.baseUrl, "/api/inquiries", required);
    expect(response.status).toBe(201);
    const [row] = await server.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, String(response.json!.id)));
    expect(row).toMatchObject({ phone: null, company: null });
  });

  it("accepts the quote payload of spec 7.2 and splits the name", async () => {
    const response = await postJson(server.baseUrl, "/api/inquiries", {
      name: "Omar Khalid Al-Thani",
      email: "omar@example.com",
      phone: "+974 4444 0000",
      company: "Not specified",
      category: "Quote Request",
      message:
        "Quote Request:\nIndustry: Hospitality & Hotels\nProduct Category: Cleaning Chemicals\nProject Size: Small (1-10 units)\nTimeline: Immediate (Within 1 month)\nRequirements: Kitchen degreaser for 3 restaurants",
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ reference: expect.stringMatching(/^Q-\d{4}-\d{6}$/) });
    expect(await rows()).toBe(before + 1);
    const [row] = await server.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, String(response.json!.id)));
    expect(row).toMatchObject({
      firstName: "Omar",
      lastName: "Khalid Al-Thani",
      kind: "quote",
      category: "Quote Request",
    });
  });

  const badInputs: Array<[string, unknown, number]> = [
    ["a missing required field", { ...contact, firstName: undefined }, 400],
    ["an invalid email", { ...contact, email: "not-an-email" }, 400],
    ["a blank message", { ...contact, message: "   " }, 400],
    ["a NUL character", { ...contact, lastName: "Al\u0000Marri" }, 400],
    ["a very long string", { ...contact, company: "x".repeat(10_000) }, 400],
    ["a message over 5,000 characters", { ...contact, message: "y".repeat(5001) }, 400],
    ["a wrong type", { ...contact, phone: 12345 }, 400],
    ["a JSON array", [contact], 400],
    ["JSON null", "null", 400],
    ["malformed JSON", '{"firstName": ', 400],
    // Issue 18: 336 KB, room for 100 lines with Arabic notes (server/http/body-limit.ts).
    ["a body over 336 KB", { ...contact, message: "z".repeat(350_000) }, 413],
  ];

  it.each(badInputs)("answers %s with a JSON message and stores nothing", async (_label, body, status) => {
    const response = await postJson(server.baseUrl, "/api/inquiries", body);
    expect(response.status).toBe(status);
    expect(typeof response.json?.message).toBe("string");
    expect(await rows()).toBe(before);
  });

  it("names the invalid fields", async () => {
    const response = await postJson(server.baseUrl, "/api/inquiries", { ...contact, email: "nope", message: "" });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json!.errors as object).sort()).toEqual(["email", "message"]);
  });
});

describe("submission rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite", seed: false, env: { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "3" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 429 with RateLimit headers once the per-IP budget is spent, and stores nothing more", async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await postJson(server.baseUrl, "/api/inquiries", contact);
      expect(response.status).toBe(201);
      expect(response.headers.get("ratelimit")).toMatch(/limit=3, remaining=\d/);
    }
    const limited = await postJson(server.baseUrl, "/api/inquiries", contact);
    expect(limited.status).toBe(429);
    expect(limited.json?.message).toMatch(/too many/i);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    const [row] = await server.database.db.select({ n: count() }).from(inquiries);
    expect(row!.n).toBe(3);
  });
});
