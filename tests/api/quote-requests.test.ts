import fs from "node:fs";
import path from "node:path";
import { asc, count, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { QUOTE_REQUEST_MESSAGES, QUOTE_REQUEST_TEXT } from "~/content/quote-request";
import { qatarToday } from "~/lib/quotes/buyer-status";
import { emailOutbox, inquiries, inquiryAttachments, inquiryLines, products } from "~server/db/schema";
import { issueFormToken } from "~server/forms/form-token";
import { hashAccessToken } from "~server/quotes/access-token";
import { addToQuoteList, ensureQuoteList, readQuoteList } from "~server/quote-list/quote-list-store";
import { DRIVERS, postJson, startTestServer, type TestServer } from "./harness";

// Issue 17, "Send": quote requests with lines (from the visitor's quote list or the API), attachments and a private link.
const quote = {
  firstName: "José",
  lastName: "Nuñez",
  email: "jose@example.com",
  phone: "+974 4444 5555",
  company: "Doha Towers",
  industry: "Hospitality & Hotels",
  productCategory: "Floor Care Equipment",
  projectSize: "Medium (11-50 units)",
  timeline: "Short-term (1-3 months)",
  requirements: "Marble lobby 800 m², nightly scrubbing — quiet machines please.",
};
const apiQuote = {
  name: "Aisha Al-Thani",
  email: "aisha@example.qa",
  phone: "+974 5555 1212",
  category: "Quote Request",
  message: "Three products for the new mall.",
};

const MB = 1024 * 1024;

function tomorrow(): string {
  const date = new Date(`${qatarToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function yesterday(): string {
  const date = new Date(`${qatarToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

function pdf(text = "Site plan"): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    "latin1",
  );
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
    .png()
    .toBuffer();
}

async function xlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Lines").addRow(["AQ-SM43B", 3]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => /\.\w+$/.test(name));
}

describe.each(DRIVERS)("quote requests on %s", (driver) => {
  let server: TestServer;
  let active: Array<{ id: string; name: string; brand: string; serialNumber: string | null }>;
  const db = () => server.database.db;
  const privateDir = () => path.join(server.dataDir, "storage", "private");
  const counts = async () => ({
    inquiries: (await db().select({ n: count() }).from(inquiries))[0]!.n,
    lines: (await db().select({ n: count() }).from(inquiryLines))[0]!.n,
    emails: (await db().select({ n: count() }).from(emailOutbox))[0]!.n,
    attachments: (await db().select({ n: count() }).from(inquiryAttachments))[0]!.n,
    files: files(privateDir()).length,
  });

  async function listWith(items: Array<{ productId: string; quantity: number; note?: string }>) {
    const list = await ensureQuoteList(db(), null);
    // One at a time: lines added together share their time and are listed by name.
    for (const item of items) expect(await addToQuoteList(db(), list.listId, [item])).toEqual({ ok: true });
    return list;
  }

  async function send(
    fields: Record<string, string>,
    options: { cookie?: string; attachments?: Array<{ name: string; bytes: Buffer; type?: string }> } = {},
  ) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append("formToken", issueFormToken(server.env.FORM_TOKEN_SECRET, "quote", Date.now() - 5000));
    body.append("website", "");
    for (const file of options.attachments ?? [])
      body.append(
        "attachments",
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }),
        file.name,
      );
    const response = await fetch(`${server.baseUrl}/get-quote`, {
      method: "POST",
      headers: options.cookie ? { Cookie: `quote_list=${options.cookie}` } : {},
      body,
    });
    return { status: response.status, html: await response.text() };
  }

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    active = await db()
      .select({ id: products.id, name: products.name, brand: products.brand, serialNumber: products.serialNumber })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.name))
      .limit(6);
    expect(active).toHaveLength(6);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("sends the list's lines in order with the names as sent, a private link (hash stored) and empties the list", async () => {
    const [a, b, c] = active;
    const list = await listWith([
      { productId: c!.id, quantity: 3, note: "Blue, please" },
      { productId: a!.id, quantity: 20 },
      { productId: b!.id, quantity: 1, note: "Spare pads" },
    ]);
    const sent = await send(
      { ...quote, poReference: "PO-7781", neededBy: tomorrow(), deliveryCity: "Lusail" },
      { cookie: list.token, attachments: [{ name: "plan.pdf", bytes: pdf() }] },
    );
    expect(sent.status).toBe(200);
    const reference = /Q-\d{4}-\d{6}/.exec(sent.html)?.[0];
    expect(reference).toBeTruthy();
    expect(sent.html).toContain(QUOTE_REQUEST_TEXT.en.followLink);
    const link = new RegExp(`/q/${reference}/([A-Za-z0-9_-]{43})`).exec(sent.html);
    expect(link).toBeTruthy();
    const token = link![1]!;

    // A product renamed after sending: the request keeps the name it was sent with.
    await db()
      .update(products)
      .set({ name: `${a!.name} (renamed)` })
      .where(eq(products.id, a!.id));
    try {
      const [row] = await db().select().from(inquiries).where(eq(inquiries.reference, reference!));
      expect(row).toMatchObject({
        kind: "quote",
        poReference: "PO-7781",
        neededBy: tomorrow(),
        deliveryCity: "Lusail",
      });
      expect(row!.accessTokenHash).toBe(hashAccessToken(token));
      expect(row!.accessTokenHash).not.toContain(token);
      const lines = await db()
        .select()
        .from(inquiryLines)
        .where(eq(inquiryLines.inquiryId, row!.id))
        .orderBy(asc(inquiryLines.position));
      expect(
        lines.map((line) => [
          line.position,
          line.productId,
          line.name,
          line.brand,
          line.serialNumber,
          line.quantity,
          line.note,
        ]),
      ).toEqual([
        [1, c!.id, c!.name, c!.brand, c!.serialNumber, 3, "Blue, please"],
        [2, a!.id, a!.name, a!.brand, a!.serialNumber, 20, null],
        [3, b!.id, b!.name, b!.brand, b!.serialNumber, 1, "Spare pads"],
      ]);
      expect(await readQuoteList(db(), list.listId)).toEqual([]);

      // The attachment: stored under the private prefix, never served by the public storage route.
      const [attachment] = await db()
        .select()
        .from(inquiryAttachments)
        .where(eq(inquiryAttachments.inquiryId, row!.id));
      expect(attachment).toMatchObject({
        fileName: "plan.pdf",
        contentType: "application/pdf",
        sizeBytes: pdf().length,
      });
      expect(attachment!.storageKey).toMatch(/^private\/quote-requests\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
      expect(fs.readFileSync(path.join(server.dataDir, "storage", attachment!.storageKey))).toEqual(pdf());
      expect((await fetch(`${server.baseUrl}/api/storage/${attachment!.storageKey}`)).status).toBe(404);

      // The sender's confirmation carries the absolute private link and the lines; the sales notification has no token.
      const emails = await db().select().from(emailOutbox).where(eq(emailOutbox.inquiryId, row!.id));
      const confirmation = emails.find((email) => email.purpose === "sender-confirmation")!;
      const sales = emails.find((email) => email.purpose === "sales-notification")!;
      expect(confirmation.textBody).toContain(
        `${server.env.PUBLIC_BASE_URL.replace(/\/+$/, "")}/q/${reference}/${token}`,
      );
      expect(confirmation.htmlBody).toContain(token);
      for (const line of [c!, a!, b!]) expect(confirmation.textBody).toContain(line.name);
      expect(confirmation.textBody).toContain(`3 × ${c!.name}`);
      expect(sales.textBody).not.toContain(token);
      expect(sales.htmlBody).not.toContain(token);
      expect(sales.textBody).toContain("Spare pads");
    } finally {
      await db().update(products).set({ name: a!.name }).where(eq(products.id, a!.id));
    }
  });

  it("keeps /get-quote as before with an empty list: no lines, still a private link", async () => {
    const sent = await send(quote);
    expect(sent.status).toBe(200);
    const reference = /Q-\d{4}-\d{6}/.exec(sent.html)?.[0];
    const [row] = await db().select().from(inquiries).where(eq(inquiries.reference, reference!));
    expect(
      (await db().select({ n: count() }).from(inquiryLines).where(eq(inquiryLines.inquiryId, row!.id)))[0]!.n,
    ).toBe(0);
    expect(row!.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("shows the list's lines above the form and the button 'Send Quote Request'", async () => {
    const list = await listWith([{ productId: active[4]!.id, quantity: 7, note: "For the lobby" }]);
    const page = await fetch(`${server.baseUrl}/get-quote`, { headers: { Cookie: `quote_list=${list.token}` } });
    const html = await page.text();
    expect(html).toContain(QUOTE_REQUEST_TEXT.en.linesTitle);
    expect(html).toContain("For the lobby");
    expect(html).toContain(QUOTE_REQUEST_TEXT.en.submitWithLines);
    const empty = await (await fetch(`${server.baseUrl}/get-quote`)).text();
    expect(empty).not.toContain(QUOTE_REQUEST_TEXT.en.submitWithLines);
    expect(empty).not.toContain(QUOTE_REQUEST_TEXT.en.linesTitle);
  });

  it("accepts PDF, PNG and XLSX attachments by their content", async () => {
    const before = await counts();
    const sent = await send(quote, {
      attachments: [
        { name: "plan.pdf", bytes: pdf() },
        { name: "floor.png", bytes: await png(), type: "image/png" },
        { name: "lines.xlsx", bytes: await xlsx(), type: "application/octet-stream" },
      ],
    });
    expect(sent.status).toBe(200);
    const after = await counts();
    expect(after.attachments - before.attachments).toBe(3);
    expect(after.files - before.files).toBe(3);
  });

  it.each([
    [
      "a .pdf that is really text",
      [{ name: "fake.pdf", bytes: Buffer.from("just some text, not a PDF") }],
      QUOTE_REQUEST_MESSAGES.en.attachmentType("fake.pdf"),
    ],
    [
      "a PNG name on a cut-off picture",
      [{ name: "x.png", bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) }],
      QUOTE_REQUEST_MESSAGES.en.attachmentType("x.png"),
    ],
    [
      "6 files",
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, bytes: pdf() })),
      QUOTE_REQUEST_MESSAGES.en.attachmentsTooMany,
    ],
    [
      "a file over 10 MB",
      [{ name: "big.pdf", bytes: Buffer.alloc(10 * MB + 1, 0x20) }],
      QUOTE_REQUEST_MESSAGES.en.attachmentTooLarge("big.pdf"),
    ],
    [
      "files over 25 MB together",
      Array.from({ length: 3 }, (_, i) => ({ name: `part${i}.pdf`, bytes: Buffer.alloc(8_800_000, 0x20) })),
      QUOTE_REQUEST_MESSAGES.en.attachmentsTooLarge,
    ],
  ])("refuses %s with a field message and stores nothing", async (_label, attachments, message) => {
    const list = await listWith([{ productId: active[5]!.id, quantity: 2 }]);
    const before = await counts();
    const sent = await send(quote, { cookie: list.token, attachments });
    expect(sent.status).toBe(400);
    expect(sent.html).toContain(message.replace(/'/g, "&#x27;"));
    expect(await counts()).toEqual(before);
    expect(await readQuoteList(db(), list.listId)).toHaveLength(1);
  });

  it("refuses a body far over 25 MB of attachments with 413 before reading it", async () => {
    const before = await counts();
    const sent = await send(quote, {
      attachments: Array.from({ length: 3 }, (_, i) => ({ name: `huge${i}.pdf`, bytes: Buffer.alloc(9 * MB, 0x20) })),
    });
    expect(sent.status).toBe(413);
    expect(sent.html).toContain(QUOTE_REQUEST_MESSAGES.en.attachmentsTooLarge);
    expect(await counts()).toEqual(before);
  });

  it("refuses a needed-by date in the past (form and API)", async () => {
    const before = await counts();
    const sent = await send({ ...quote, neededBy: yesterday() });
    expect(sent.status).toBe(400);
    expect(sent.html).toContain(QUOTE_REQUEST_MESSAGES.en.neededByPast);
    const api = await postJson(server.baseUrl, "/api/inquiries", { ...apiQuote, neededBy: yesterday() });
    expect(api.status).toBe(400);
    expect(await counts()).toEqual(before);
    const today = await send({ ...quote, neededBy: qatarToday() });
    expect(today.status).toBe(200);
  });

  it("refuses a list with a deactivated product, and stores nothing", async () => {
    const product = active[3]!;
    const list = await listWith([
      { productId: active[2]!.id, quantity: 1 },
      { productId: product.id, quantity: 4 },
    ]);
    await db().update(products).set({ isActive: false }).where(eq(products.id, product.id));
    try {
      const before = await counts();
      const sent = await send(quote, { cookie: list.token });
      expect(sent.status).toBe(409);
      expect(sent.html).toContain(QUOTE_REQUEST_MESSAGES.en.inactiveProduct(product.name).replace(/'/g, "&#x27;"));
      expect(await counts()).toEqual(before);
      expect(await readQuoteList(db(), list.listId)).toHaveLength(2);
    } finally {
      await db().update(products).set({ isActive: true }).where(eq(products.id, product.id));
    }
  });

  it("POST /api/inquiries stores lines in order and answers with the private link", async () => {
    const [a, b, c] = active;
    const response = await postJson(server.baseUrl, "/api/inquiries", {
      ...apiQuote,
      lines: [
        { productId: b!.id, quantity: 5 },
        { productId: c!.id, quantity: 100000, note: "Pallet" },
        { productId: a!.id.toUpperCase(), quantity: 1 },
      ],
    });
    expect(response.status).toBe(201);
    const body = response.json as { id: string; reference: string; privateUrl: string };
    expect(body.reference).toMatch(/^Q-\d{4}-\d{6}$/);
    expect(body.privateUrl).toMatch(new RegExp(`/q/${body.reference}/[A-Za-z0-9_-]{43}$`));
    const token = body.privateUrl.split("/").pop()!;
    const [row] = await db().select().from(inquiries).where(eq(inquiries.id, body.id));
    expect(row!.accessTokenHash).toBe(hashAccessToken(token));
    const lines = await db()
      .select()
      .from(inquiryLines)
      .where(eq(inquiryLines.inquiryId, body.id))
      .orderBy(asc(inquiryLines.position));
    expect(lines.map((line) => [line.productId, line.name, line.quantity, line.note])).toEqual([
      [b!.id, b!.name, 5, null],
      [c!.id, c!.name, 100000, "Pallet"],
      [a!.id, a!.name, 1, null],
    ]);
    // Spec 7.2 unchanged for a contact payload without lines: no private link.
    const contact = await postJson(server.baseUrl, "/api/inquiries", {
      firstName: "Omar",
      lastName: "Haddad",
      email: "omar@example.com",
      category: "Equipments",
      message: "Hello",
    });
    expect(contact.status).toBe(201);
    expect(Object.keys(contact.json!).sort()).toEqual(["id", "reference"]);
  });

  it("refuses bad lines with a 4xx JSON message and writes nothing", async () => {
    const [a, b] = active;
    const inactive = active[3]!;
    await db().update(products).set({ isActive: false }).where(eq(products.id, inactive.id));
    try {
      const bad: Array<[string, unknown]> = [
        ["an unknown product", [{ productId: "0b5c6f7e-1111-4222-8333-944455556666", quantity: 1 }]],
        [
          "an inactive product",
          [
            { productId: a!.id, quantity: 1 },
            { productId: inactive.id, quantity: 1 },
          ],
        ],
        ["a malformed id", [{ productId: "abc", quantity: 1 }]],
        ["quantity 0", [{ productId: a!.id, quantity: 0 }]],
        ["quantity 100001", [{ productId: a!.id, quantity: 100001 }]],
        ["quantity 1.5", [{ productId: a!.id, quantity: 1.5 }]],
        ["quantity as text", [{ productId: a!.id, quantity: "2" }]],
        ["a note over 500 characters", [{ productId: a!.id, quantity: 1, note: "n".repeat(501) }]],
        [
          "the same product twice",
          [
            { productId: a!.id, quantity: 1 },
            { productId: b!.id, quantity: 1 },
            { productId: a!.id, quantity: 2 },
          ],
        ],
        ["101 lines", Array.from({ length: 101 }, () => ({ productId: a!.id, quantity: 1 }))],
        ["lines that are not a list", { productId: a!.id, quantity: 1 }],
      ];
      for (const [label, lines] of bad) {
        const before = await counts();
        const response = await postJson(server.baseUrl, "/api/inquiries", { ...apiQuote, lines });
        expect(response.status, label).toBeGreaterThanOrEqual(400);
        expect(response.status, label).toBeLessThan(500);
        expect(typeof response.json?.message, label).toBe("string");
        expect(await counts(), label).toEqual(before);
      }
    } finally {
      await db().update(products).set({ isActive: true }).where(eq(products.id, inactive.id));
    }
  });

  it("a failure while queueing the emails logs neither the private link nor the buyer's data", async () => {
    const [a] = active;
    await db().execute(sql`
      CREATE FUNCTION test_fail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'test: outbox refused'; END $$`);
    await db().execute(
      sql`CREATE TRIGGER test_fail_outbox BEFORE INSERT ON email_outbox FOR EACH ROW EXECUTE FUNCTION test_fail_outbox()`,
    );
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((arg) => (arg instanceof Error ? `${arg.stack} ${String(arg.cause)}` : String(arg))).join(" "),
      );
    });
    try {
      const api = await postJson(server.baseUrl, "/api/inquiries", {
        ...apiQuote,
        lines: [{ productId: a!.id, quantity: 1 }],
      });
      expect(api.status).toBe(500);
      const log = logged.join("\n");
      expect(log).toContain("database error P0001");
      expect(log).not.toContain("/q/");
      expect(log).not.toContain(apiQuote.email);
      expect(log).not.toContain(apiQuote.phone);
    } finally {
      spy.mockRestore();
      await db().execute(sql`DROP TRIGGER test_fail_outbox ON email_outbox`);
      await db().execute(sql`DROP FUNCTION test_fail_outbox()`);
    }
  });

  it("a failure after the first line leaves neither request nor lines nor emails, and keeps the list", async () => {
    const [a, b, c] = active;
    await db().execute(sql`
      CREATE FUNCTION test_fail_second_line() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.position = 2 THEN RAISE EXCEPTION 'test: second line refused'; END IF;
        RETURN NEW;
      END $$`);
    await db().execute(
      sql`CREATE TRIGGER test_fail_second_line BEFORE INSERT ON inquiry_lines FOR EACH ROW EXECUTE FUNCTION test_fail_second_line()`,
    );
    try {
      const lines = [
        { productId: a!.id, quantity: 1 },
        { productId: b!.id, quantity: 2 },
        { productId: c!.id, quantity: 3 },
      ];
      const before = await counts();
      const api = await postJson(server.baseUrl, "/api/inquiries", { ...apiQuote, lines });
      expect(api.status).toBeGreaterThanOrEqual(500);
      expect(await counts()).toEqual(before);

      const list = await listWith(lines);
      const sent = await send(quote, { cookie: list.token });
      expect(sent.status).toBe(503);
      const after = await counts();
      expect({ ...after, files: 0 }).toEqual({ ...before, files: 0 });
      expect(await readQuoteList(db(), list.listId)).toHaveLength(3);
    } finally {
      await db().execute(sql`DROP TRIGGER test_fail_second_line ON inquiry_lines`);
      await db().execute(sql`DROP FUNCTION test_fail_second_line()`);
    }
  });
});
