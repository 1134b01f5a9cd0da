import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "~server/db/schema";
import { DRIVERS, postJson, startTestServer, type TestServer } from "./harness";

// Hostile input must never cause a 5xx or store a row; hostile-but-valid text is stored as typed.
const HOSTILE_STRINGS = [
  "'; DROP TABLE inquiries; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "{{7*7}}${7*7}",
  "../../etc/passwd",
  "\u0000",
  "a\u0000b",
  "\u001b[31m",
  "\u202e\u0007",
  "x".repeat(100_000),
  "😀".repeat(3000),
  "",
  "   ",
];

const valid = {
  firstName: "Mariam",
  lastName: "O'Connor",
  email: "mariam@example.com",
  phone: "+974 5000 0000",
  company: "شركة الخليج",
  category: "Chemicals",
  message: "Need 20 L degreaser monthly.",
};

const deepJson = (depth: number): unknown => (depth === 0 ? "x" : { nested: deepJson(depth - 1) });

/** A value that no field of the contact payload accepts. */
const invalidValue = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    0,
    -1,
    1e308,
    true,
    false,
    [],
    {},
    ["a"],
    deepJson(50),
    "\u0000",
    "a\u0000b",
    "\u001b[31m",
    "x".repeat(6000),
  ),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { minKeys: 1, maxKeys: 3 }),
);

/** A payload with at least one required field broken, or missing, or not an object at all. */
const invalidPayload = fc.oneof(
  fc
    .record({ field: fc.constantFrom("firstName", "lastName", "email", "category", "message"), value: invalidValue })
    .map(({ field, value }) => ({ ...valid, [field]: value })),
  fc.constantFrom("firstName", "lastName", "email", "category", "message").map((field) => {
    const copy: Record<string, unknown> = { ...valid };
    delete copy[field];
    return copy;
  }),
  fc.record({ email: fc.string().filter((text) => !text.includes("@")) }).map(({ email }) => ({ ...valid, email })),
  fc
    .jsonValue()
    .filter((value) => typeof value !== "object" || value === null || Array.isArray(value) || !("message" in value)),
  fc.anything().map((value) => ({ junk: value })),
);

/** Valid payloads whose text is hostile but allowed: stored exactly once each. */
const validHostilePayload = fc
  .record({
    field: fc.constantFrom("company", "message", "lastName"),
    text: fc.constantFrom(
      ...HOSTILE_STRINGS.filter((text) => text.trim() && !/[\u0000-\u001f\u202e]/.test(text) && text.length < 3000),
    ),
  })
  .map(({ field, text }) => ({ ...valid, [field]: text }));

describe.each(DRIVERS)("POST /api/inquiries under hostile input on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });
  const rows = async () => (await server.database.db.select({ n: count() }).from(inquiries))[0]!.n;

  it("answers 1,000 invalid payloads with 4xx JSON and stores none of them", async () => {
    const before = await rows();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(invalidPayload, async (payload) => {
        sent++;
        const response = await postJson(server.baseUrl, "/api/inquiries", payload);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(typeof response.json?.message).toBe("string");
      }),
      { numRuns: 1000 },
    );
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(await rows()).toBe(before);
  }, 120_000);

  it("answers raw hostile bodies (broken JSON, wrong content types, odd encodings) with 4xx", async () => {
    const bodies = [
      "",
      "{",
      "[1,2",
      "\u0000",
      "null",
      "true",
      '"text"',
      `{"a":${"[".repeat(5000)}`,
      `${'{"nested":'.repeat(5000)}"x"${"}".repeat(5000)}`,
    ];
    for (const body of bodies) {
      const response = await fetch(`${server.baseUrl}/api/inquiries`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status, body.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(response.status, body.slice(0, 20)).toBeLessThan(500);
    }
    const asText = await fetch(`${server.baseUrl}/api/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(asText.status).toBe(415);
    const latin1 = await fetch(`${server.baseUrl}/api/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=latin1" },
      body: "{}",
    });
    expect(latin1.status).toBeGreaterThanOrEqual(400);
    expect(latin1.status).toBeLessThan(500);
  });

  it("stores hostile-but-valid text exactly as typed, one row per acknowledged request", async () => {
    const before = await rows();
    let acknowledged = 0;
    await fc.assert(
      fc.asyncProperty(validHostilePayload, async (payload) => {
        const response = await postJson(server.baseUrl, "/api/inquiries", payload);
        expect(response.status).toBe(201);
        acknowledged++;
      }),
      { numRuns: 50 },
    );
    expect(await rows()).toBe(before + acknowledged);
    const stored = await server.database.db
      .select({ company: inquiries.company, message: inquiries.message, lastName: inquiries.lastName })
      .from(inquiries);
    expect(
      stored.some(
        (row) =>
          row.company === "'; DROP TABLE inquiries; --" ||
          row.message === "'; DROP TABLE inquiries; --" ||
          row.lastName === "'; DROP TABLE inquiries; --",
      ),
    ).toBe(true);
  });
});
