import http from "node:http";
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_MESSAGES, FORM_GUARD_TEXT, QUOTE_FORM_TEXT, QUOTE_MESSAGES } from "~/content/forms";
import { QUOTE_LIST_MESSAGES } from "~/content/quote-list-messages";
import { QUOTE_LIST_PASTE_MESSAGES } from "~/content/quote-list-paste";
import { QUOTE_REQUEST_MESSAGES } from "~/content/quote-request";
import { inquiries, products } from "~server/db/schema";
import { issueFormToken } from "~server/forms/form-token";
import { INQUIRY_API_BODY_LIMIT, PUBLIC_FORM_BODY_LIMIT, QUOTE_FORM_BODY_LIMIT } from "~server/http/body-limit";
import { DRIVERS, postJson, startTestServer, type TestServer } from "./harness";

// Issue 18: the forms of the Arabic edition answer in Arabic without JavaScript, store the request's language, and
// /api/inquiries takes a locale and fits 100 lines with Arabic notes.

const contact = {
  firstName: "نورة",
  lastName: "الكواري",
  email: "noura@example.qa",
  phone: "+974 5555 0101",
  company: "مستشفى الدوحة",
  category: "Chemicals",
  message: "نحتاج إلى مواد تعقيم لثلاثة أجنحة.",
};
const quote = {
  firstName: "خالد",
  lastName: "المري",
  email: "khalid@example.qa",
  phone: "+974 4444 5555",
  company: "",
  industry: "Healthcare & Medical",
  productCategory: "Cleaning Chemicals",
  projectSize: "Medium (11-50 units)",
  timeline: "Short-term (1-3 months)",
  requirements: "مواد تنظيف للأرضيات الرخامية في ردهة الفندق.",
};

/** Arabic letters, as a buyer types them: the largest notes and fields the schemas accept. */
const arabic = (length: number) => "ب".repeat(length);

/** What many JSON encoders send: every non-ASCII character escaped as \uXXXX (6 bytes each). */
const escapedJson = (body: unknown) =>
  JSON.stringify(body).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** Decodes the HTML entities React writes in text (quotes, apostrophes, ampersands). */
const textOf = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<");

describe.each(DRIVERS)("the Arabic edition's forms on %s", (driver) => {
  let server: TestServer;
  let productIds: string[] = [];
  const db = () => server.database.db;

  function post(path: string, fields: Record<string, string>, form: "contact" | "quote") {
    const token = issueFormToken(server.env.FORM_TOKEN_SECRET, form, Date.now() - 5000);
    return fetch(server.baseUrl + path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...fields, formToken: token, website: "" }),
      redirect: "manual",
    });
  }

  const stored = async (reference: string) =>
    (await db().select().from(inquiries).where(eq(inquiries.reference, reference)))[0];

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    productIds = (
      await db()
        .select({ id: products.id })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.name))
        .limit(100)
    ).map((row) => row.id);
    expect(productIds).toHaveLength(100);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("an empty contact form on /ar/contact answers with the Arabic field messages, and nothing is stored", async () => {
    const before = await db().select({ id: inquiries.id }).from(inquiries);
    const response = await post("/ar/contact", {}, "contact");
    expect(response.status).toBe(400);
    const html = textOf(await response.text());
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(FORM_GUARD_TEXT.ar.fixFields);
    expect(html).toContain(`data-testid="error-firstName">${FIELD_MESSAGES.ar.required}<`);
    expect(html).toContain(`data-testid="error-category">${FIELD_MESSAGES.ar.required}<`);
    expect(html).not.toContain(`>${FIELD_MESSAGES.en.required}<`);
    expect(await db().select({ id: inquiries.id }).from(inquiries)).toHaveLength(before.length);
  });

  it("the same form on /contact still answers in English", async () => {
    const html = textOf(await (await post("/contact", {}, "contact")).text());
    expect(html).toContain(FORM_GUARD_TEXT.en.fixFields);
    expect(html).toContain(`data-testid="error-firstName">${FIELD_MESSAGES.en.required}<`);
  });

  it("a contact request sent from /ar/contact is stored with locale ar, one from /contact with en", async () => {
    const arabicAnswer = await post("/ar/contact", contact, "contact");
    expect(arabicAnswer.status).toBe(200);
    const arabicHtml = await arabicAnswer.text();
    const reference = /C-\d{4}-\d{6}/.exec(arabicHtml)?.[0];
    expect(arabicHtml).toContain(`رقمكم المرجعي: ${reference}`);
    expect(await stored(reference!)).toMatchObject({ ...contact, locale: "ar", kind: "contact" });

    const englishHtml = await (await post("/contact", contact, "contact")).text();
    const englishReference = /C-\d{4}-\d{6}/.exec(englishHtml)?.[0];
    expect(await stored(englishReference!)).toMatchObject({ locale: "en" });
  });

  it("the quote form on /ar/get-quote answers with spec 5's rules in Arabic, dates included", async () => {
    const response = await post(
      "/ar/get-quote",
      { firstName: "خ", email: "x@", phone: "123", requirements: "قصير", neededBy: "2000-01-01" },
      "quote",
    );
    expect(response.status).toBe(400);
    const html = textOf(await response.text());
    for (const field of Object.keys(QUOTE_MESSAGES.ar) as Array<keyof typeof QUOTE_MESSAGES.ar>)
      expect(html).toContain(`data-testid="error-${field}">${QUOTE_MESSAGES.ar[field]}<`);
    expect(html).toContain(`data-testid="error-neededBy">${QUOTE_REQUEST_MESSAGES.ar.neededByPast}<`);
    const invalidDate = textOf(
      await (await post("/ar/get-quote", { ...quote, neededBy: "2030-02-30" }, "quote")).text(),
    );
    expect(invalidDate).toContain(QUOTE_REQUEST_MESSAGES.ar.neededByInvalid);
  });

  it("a quote request sent from /ar/get-quote is stored with locale ar and its private link is /ar/q/…", async () => {
    const response = await post("/ar/get-quote", quote, "quote");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(QUOTE_FORM_TEXT.ar.confirmationTitle);
    const reference = /Q-\d{4}-\d{6}/.exec(html)?.[0];
    expect(html).toMatch(new RegExp(`href="/ar/q/${reference}/[A-Za-z0-9_-]{43}"`));
    // The stored values are the spec's English options whatever the edition shows.
    expect(await stored(reference!)).toMatchObject({ locale: "ar", kind: "quote", industry: quote.industry });
  });

  it("a spent form token is refused in Arabic on /ar", async () => {
    const token = issueFormToken(server.env.FORM_TOKEN_SECRET, "contact", Date.now() - 5000);
    const send = () =>
      fetch(`${server.baseUrl}/ar/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...contact, formToken: token, website: "" }),
      });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(400);
    expect(textOf(await again.text())).toContain(FORM_GUARD_TEXT.ar.alreadySent);
  });

  it("a filled honeypot is refused in Arabic on /ar", async () => {
    const token = issueFormToken(server.env.FORM_TOKEN_SECRET, "contact", Date.now() - 5000);
    const response = await fetch(`${server.baseUrl}/ar/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...contact, formToken: token, website: "spam" }),
    });
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain(FORM_GUARD_TEXT.ar.rejected);
  });

  it("a form post over the limit to /ar/contact gets the same 413 as /contact, before the body is read", async () => {
    for (const path of ["/contact", "/ar/contact", "/AR/Contact.data"]) {
      const response = await fetch(server.baseUrl + path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `message=${"a".repeat(PUBLIC_FORM_BODY_LIMIT)}`,
      });
      expect(response.status, path).toBe(413);
      expect(response.headers.get("cache-control")).toBe("no-store");
      // The refusal page is in the address's edition (issue 18), like the page the form was on.
      expect(await response.text()).toContain(path === "/contact" ? "Request too large" : '<html lang="ar" dir="rtl">');
    }
  });

  it("a quote form declared over its limit on /ar/get-quote is refused with the Arabic attachments message", async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.baseUrl}/ar/get-quote`, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": QUOTE_FORM_BODY_LIMIT + 1 },
      });
      request.on("response", (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (text: string) => (body += text));
        response.on("end", () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.on("error", reject);
      request.write("--x\r\n");
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(QUOTE_REQUEST_MESSAGES.ar.attachmentsTooLarge);
  });

  it("POST /api/inquiries stores the locale it is given, English by default, and refuses any other", async () => {
    const payload = { ...contact, category: "Chemicals" };
    const arabicAnswer = await postJson(server.baseUrl, "/api/inquiries", { ...payload, locale: "ar" });
    expect(arabicAnswer.status).toBe(201);
    expect(await stored((arabicAnswer.json as { reference: string }).reference)).toMatchObject({ locale: "ar" });
    const plain = await postJson(server.baseUrl, "/api/inquiries", payload);
    expect(plain.status).toBe(201);
    expect(await stored((plain.json as { reference: string }).reference)).toMatchObject({ locale: "en" });
    const quoteAnswer = await postJson(server.baseUrl, "/api/inquiries", {
      name: "خالد المري",
      email: "khalid@example.qa",
      category: "Quote Request",
      message: "عرض سعر من فضلكم",
      locale: "ar",
    });
    expect(quoteAnswer.status).toBe(201);
    expect(await stored((quoteAnswer.json as { reference: string }).reference)).toMatchObject({
      locale: "ar",
      kind: "quote",
    });
    for (const locale of ["fr", "AR", "", 1, null]) {
      const refused = await postJson(server.baseUrl, "/api/inquiries", { ...payload, locale });
      expect(refused.status, String(locale)).toBe(400);
      expect(refused.json).toMatchObject({
        message: "Please check the highlighted fields.",
        errors: { locale: ['locale must be "en" or "ar"'] },
      });
    }
  });

  it("POST /api/inquiries fits its largest valid body: 100 lines with 500-character Arabic notes, escaped", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.qa`;
    const body = {
      name: arabic(201),
      email,
      phone: "0".repeat(40),
      company: arabic(200),
      category: arabic(100),
      message: arabic(5000),
      poReference: arabic(100),
      neededBy: "2099-12-31",
      deliveryCity: arabic(100),
      locale: "ar",
      lines: productIds.map((productId) => ({ productId, quantity: 100_000, note: arabic(500) })),
    };
    const largest = escapedJson(body);
    expect(Buffer.byteLength(largest)).toBe(342_755);
    expect(Buffer.byteLength(largest)).toBeLessThanOrEqual(INQUIRY_API_BODY_LIMIT);
    const response = await postJson(server.baseUrl, "/api/inquiries", largest);
    expect(response.status, response.text).toBe(201);
    const row = await stored((response.json as { reference: string }).reference);
    expect(row).toMatchObject({ locale: "ar", kind: "quote", message: arabic(5000) });

    // One byte past the limit is refused before it is read, with the limit named.
    const tooLarge = `${largest.slice(0, -1)}${" ".repeat(INQUIRY_API_BODY_LIMIT - largest.length + 1)}}`;
    expect(Buffer.byteLength(tooLarge)).toBe(INQUIRY_API_BODY_LIMIT + 1);
    const refused = await postJson(server.baseUrl, "/api/inquiries", tooLarge);
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({ message: "The request body is too large (336 KB at most)." });
  });

  it("the quote list's forms on /ar answer in Arabic and send a plain form back to the Arabic page", async () => {
    const add = (fields: Record<string, string>, cookie?: string) =>
      fetch(`${server.baseUrl}/ar/quote-list`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    const added = await add({ intent: "add", productId: productIds[0]!, quantity: "2", returnTo: "/ar/products?q=x" });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/ar/products?q=x&quote_list=added");
    const cookie = added.headers.get("set-cookie")!.split(";")[0]!;
    // An English return address posted to the Arabic action comes back in Arabic; a foreign one goes to the list.
    const english = await add({ intent: "add", productId: productIds[1]!, returnTo: "/products" }, cookie);
    expect(english.headers.get("location")).toBe("/ar/products?quote_list=added");
    const foreign = await add({ intent: "add", productId: productIds[1]!, returnTo: "//evil.example/" }, cookie);
    expect(foreign.headers.get("location")).toBe("/ar/quote-list?quote_list=added");
    const badQuantity = await add({ intent: "add", productId: productIds[2]!, quantity: "0", returnTo: "/ar" }, cookie);
    expect(badQuantity.headers.get("location")).toBe("/ar?quote_list=quantity");

    const statusLine = textOf(await (await fetch(`${server.baseUrl}/ar?quote_list=added`)).text());
    expect(statusLine).toContain("تمت الإضافة إلى قائمة عروض الأسعار.");
    expect(statusLine).toContain('href="/ar/quote-list"');

    const update = await add({ intent: "update", productId: productIds[0]!, quantity: "0", note: "" }, cookie);
    expect(update.status).toBe(400);
    expect(textOf(await update.text())).toContain(QUOTE_LIST_MESSAGES.ar.quantity);
    const removed = await add({ intent: "remove", productId: productIds[0]! }, cookie);
    expect(textOf(await removed.text())).toContain("تمت إزالة المنتج من قائمة عروض الأسعار.");
  });

  it("the paste page on /ar answers in Arabic and its confirmation returns to /ar/quote-list", async () => {
    const paste = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return fetch(`${server.baseUrl}/ar/quote-list/paste`, { method: "POST", body, redirect: "manual" });
    };
    const empty = await paste({ intent: "find", lines: "  " });
    expect(empty.status).toBe(422);
    expect(textOf(await empty.text())).toContain(QUOTE_LIST_PASTE_MESSAGES.ar.empty);

    const [product] = await db()
      .select({ serialNumber: products.serialNumber })
      .from(products)
      .where(and(eq(products.isActive, true), isNotNull(products.serialNumber)))
      .orderBy(desc(products.serialNumber))
      .limit(1);
    const found = await paste({ intent: "find", lines: `${product!.serialNumber} x 0\n${product!.serialNumber} x 2` });
    const raw = await found.text();
    expect(textOf(raw)).toContain(QUOTE_LIST_PASTE_MESSAGES.ar.quantity);
    const preview = /name="preview" value="([^"]+)"/.exec(raw)?.[1];
    expect(preview).toBeTruthy();
    const lines = JSON.parse(textOf(preview!)) as Array<{ status: string; product?: { id: string } }>;
    const confirm = await paste({
      intent: "confirm",
      preview: JSON.stringify(lines),
      "product-1": lines[1]!.product!.id,
      "quantity-1": "2",
    });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/ar/quote-list?added=1");
  });
});

describe.each(DRIVERS)("the Arabic edition's rate limit on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      driver,
      pages: true,
      seed: false,
      env: { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("counts /ar/contact in the visitors' budget and says so in Arabic, keeping what was typed", async () => {
    const send = () =>
      fetch(`${server.baseUrl}/ar/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          ...contact,
          formToken: issueFormToken(server.env.FORM_TOKEN_SECRET, "contact", Date.now() - 5000),
          website: "",
        }),
      });
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    const html = textOf(await limited.text());
    expect(html).toContain(FORM_GUARD_TEXT.ar.rateLimited);
    expect(html).toContain(contact.message);
  });
});
