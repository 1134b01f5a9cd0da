/**
 * Issue 18: a request sent from the Arabic edition, on both databases. Its emails (read from the outbox) are Arabic and
 * carry /ar/q links while the sales emails stay English and name the language; an English request's emails are as
 * before. The private page opens at /q/… and /ar/q/… with the same token, in the address's language, with the private
 * page's headers, 404 and 429 on both; the buyer's plain form posts on /ar/q/… answer in Arabic.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUYER_ANSWER_TEXT, BUYER_FIELD_MESSAGES, PRIVATE_QUOTE_TEXT } from "~/content/private-quote";
import { qatarToday } from "~/lib/quotes/buyer-status";
import { formatIsoDate } from "~/lib/quotes/money";
import { addDays } from "~/lib/quotes/quotation-schema";
import { createSession } from "~server/auth/sessions";
import { staffCookieName } from "~server/auth/staff-gate";
import { createStaffUser } from "~server/auth/staff-users";
import { emailOutbox, inquiryLines } from "~server/db/schema";
import { sessionPolicy, staffCookieOptions } from "~server/env";
import { createInquiry, type InquiryRecord } from "~server/inquiries/create-inquiry";
import { newAccessToken } from "~server/quotes/access-token";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

const PUBLIC_BASE_URL = "https://shop.example.com";
const ARABIC = /[\u0600-\u06FF]/;
const quote: InquiryRecord = {
  kind: "quote",
  firstName: "Aisha",
  lastName: "Al-Marri",
  email: "aisha@example.com",
  company: "Pearl Towers FM",
  category: "Quote Request",
  message: "Three scrubbers.",
};

describe.each(DRIVERS)("an Arabic request's quotes and emails on %s", (driver) => {
  let server: TestServer;
  let cookie = "";
  const validUntil = addDays(qatarToday(), 30);
  const db = () => server.database.db;

  /** A request as the Arabic or English edition stores it (the forms set `locale`), with one line. */
  async function request(locale: "en" | "ar", firstName: string) {
    const record = { ...quote, firstName, email: `${firstName.length}-${locale}-${Date.now()}@example.com`, locale };
    const stored = await createInquiry(db(), record, server.env);
    await db().insert(inquiryLines).values({
      inquiryId: stored.id,
      position: 1,
      name: "Scrubmatic 43 B",
      brand: "Aquaclean",
      serialNumber: "AQ-SM43B",
      quantity: 3,
    });
    return stored;
  }
  const emailsOf = (inquiryId: string) =>
    db().select().from(emailOutbox).where(eq(emailOutbox.inquiryId, inquiryId)).orderBy(asc(emailOutbox.createdAt));
  const emailOf = async (inquiryId: string, purpose: string) =>
    (await emailsOf(inquiryId)).filter((email) => email.purpose === purpose).at(-1)!;
  const get = (path: string, address = "198.51.100.21") =>
    fetch(server.baseUrl + path, { headers: { "X-Forwarded-For": address } });
  async function sendQuotation(inquiryId: string) {
    const response = await fetch(`${server.baseUrl}/admin/inquiries/${inquiryId}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "quotation",
        basedOn: "0",
        price1: "1250",
        discount: "",
        validUntil,
        terms: "Payment on delivery.",
      }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBeLessThan(400);
    await response.body?.cancel();
  }

  beforeAll(async () => {
    server = await startTestServer({
      driver,
      seed: false,
      pages: true,
      env: { PUBLIC_BASE_URL, TRUST_PROXY: "loopback" },
    });
    const user = await createStaffUser(db(), {
      email: "mariam@example.com",
      password: "a-long-staff-password",
      name: "Mariam Staff",
    });
    cookie = `${staffCookieName(staffCookieOptions(server.env))}=${await createSession(db(), user.id, sessionPolicy(server.env))}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("confirms an Arabic request in Arabic with its /ar/q link, tells sales in English that it is Arabic", async () => {
    const stored = await request("ar", "عائشة");
    expect(stored.privateUrl).toBe(`${PUBLIC_BASE_URL}/ar/q/${stored.reference}/${stored.accessToken}`);
    const confirmation = await emailOf(stored.id, "sender-confirmation");
    expect(confirmation.subject).toBe(`استلمنا طلب عرض السعر الخاص بك (${stored.reference})`);
    expect(confirmation.textBody).toMatch(/^مرحبًا عائشة،/);
    expect(confirmation.textBody).toContain(stored.privateUrl);
    expect(confirmation.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(confirmation.htmlBody).toContain(`href="${stored.privateUrl}"`);
    const sales = await emailOf(stored.id, "sales-notification");
    expect(sales.subject).toBe(`New quote request ${stored.reference} from عائشة Al-Marri`);
    expect(sales.textBody).toContain("Language: Arabic");
    expect(sales.htmlBody).toContain('<html lang="en" dir="ltr">');
    expect(sales.textBody).not.toContain(stored.accessToken!);
  });

  it("leaves an English request's emails as they were, with the /q link", async () => {
    const stored = await request("en", "Omar");
    expect(stored.privateUrl).toBe(`${PUBLIC_BASE_URL}/q/${stored.reference}/${stored.accessToken}`);
    const confirmation = await emailOf(stored.id, "sender-confirmation");
    expect(confirmation.subject).toBe(`We received your quote request (${stored.reference})`);
    expect(confirmation.textBody).toMatch(/^Dear Omar,/);
    expect(confirmation.textBody).not.toMatch(ARABIC);
    expect(confirmation.htmlBody).toContain('<html lang="en" dir="ltr">');
    expect((await emailOf(stored.id, "sales-notification")).textBody).toContain("Language: English");
    await sendQuotation(stored.id);
    const quotation = await emailOf(stored.id, "buyer-quotation");
    expect(quotation.subject).toBe(`Your quotation for request ${stored.reference}`);
    expect(quotation.textBody).toMatch(new RegExp(`${PUBLIC_BASE_URL}/q/${stored.reference}/[A-Za-z0-9_-]+\\n`));
    expect(quotation.textBody).not.toMatch(ARABIC);
  });

  it("sends an Arabic request's quotation in Arabic; /ar/q and /q open it with one token, each in its language", async () => {
    const stored = await request("ar", "عائشة");
    await sendQuotation(stored.id);
    const email = await emailOf(stored.id, "buyer-quotation");
    expect(email.subject).toBe(`عرض السعر الخاص بطلبك ${stored.reference}`);
    expect(email.textBody).toContain("الإجمالي: QAR 3,750.00");
    expect(email.textBody).toContain(`صالح حتى ${formatIsoDate(validUntil, "ar")}.`);
    expect(email.htmlBody).toContain('<html lang="ar" dir="rtl">');
    const token = new RegExp(`${PUBLIC_BASE_URL}/ar/q/${stored.reference}/([A-Za-z0-9_-]+)`).exec(email.textBody)?.[1];
    expect(token).toBeTruthy();
    expect(email.textBody).not.toContain(`${PUBLIC_BASE_URL}/q/`);

    const arabic = await get(`/ar/q/${stored.reference}/${token}`);
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get("x-robots-tag")).toBe("noindex");
    expect(arabic.headers.get("cache-control")).toBe("no-store");
    expect(arabic.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await arabic.text();
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(html).toContain(`${PRIVATE_QUOTE_TEXT.ar.title(stored.reference)}</h1>`);
    expect(html).toMatch(/data-testid="buyer-status"[^>]*>تم إرسال عرض السعر</);
    expect(html).toContain('<bdi dir="ltr">QAR 3,750.00</bdi>');
    expect(html).toContain(formatIsoDate(validUntil, "ar"));
    expect(html).toContain(PRIVATE_QUOTE_TEXT.ar.accept);
    expect(html).not.toContain("Accept Quotation");

    const english = await get(`/q/${stored.reference}/${token}`);
    expect(english.status).toBe(200);
    const englishHtml = await english.text();
    expect(englishHtml).toMatch(/data-testid="buyer-status"[^>]*>Quotation sent</);
    expect(englishHtml).toContain("Accept Quotation");
  });

  it("answers a wrong /ar/q link with the 404 and headers of /q, and locks /ar/q after too many", async () => {
    const stored = await request("ar", "Layla");
    const address = `203.0.113.${driver === "pglite" ? 31 : 32}`;
    const wrong = await get(`/ar/q/${stored.reference}/${newAccessToken().token}`, address);
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get("x-robots-tag")).toBe("noindex");
    expect(wrong.headers.get("cache-control")).toBe("no-store");
    expect(wrong.headers.get("referrer-policy")).toBe("no-referrer");
    await wrong.body?.cancel();
    for (let guess = 2; guess <= 20; guess += 1) {
      const response = await get(`/AR/Q/${stored.reference}/${newAccessToken().token}`, address);
      expect(response.status, `guess ${guess}`).toBe(404);
      await response.body?.cancel();
    }
    const locked = await get(`/ar/q/${stored.reference}/${stored.accessToken}`, address);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("cache-control")).toBe("no-store");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const lockedHtml = await locked.text();
    expect(lockedHtml).toContain(PRIVATE_QUOTE_TEXT.ar.tooManyTitle);
    expect(lockedHtml).toContain("فُتح عدد كبير جدًا من الروابط غير الصحيحة");
  });

  it("takes plain form posts on /ar/q in Arabic: field message, acceptance, refusal; logs hide the token", async () => {
    const stored = await request("ar", "Noura");
    await sendQuotation(stored.id);
    const email = await emailOf(stored.id, "buyer-quotation");
    const path = new RegExp(`${PUBLIC_BASE_URL}(/ar/q/${stored.reference}/[A-Za-z0-9_-]+)`).exec(email.textBody)![1]!;
    const token = path.split("/").at(-1)!;
    const post = (fields: Record<string, string>, origin = "null") =>
      fetch(server.baseUrl + path, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": "198.51.100.23",
          Origin: origin,
        },
        body: new URLSearchParams(fields).toString(),
      });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const foreign = await post({ intent: "accept", version: "1" }, "https://elsewhere.example");
    expect(foreign.status).toBe(400);
    await foreign.body?.cancel();
    const lines = logged.mock.calls.map((call) => call.map(String).join(" "));
    logged.mockRestore();
    expect(lines.some((line) => line.includes(`/ar/q/${stored.reference}/[token]`))).toBe(true);
    expect(lines.join("\n")).not.toContain(token);

    const empty = await post({ intent: "question", message: " " });
    expect(empty.status).toBe(400);
    expect(empty.headers.get("cache-control")).toBe("no-store");
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain(BUYER_FIELD_MESSAGES.ar.questionRequired);
    expect(emptyHtml).toContain(BUYER_ANSWER_TEXT.ar.fixFields);
    const accepted = await post({ intent: "accept", version: "1" });
    expect(accepted.status).toBe(200);
    const html = await accepted.text();
    expect(html).toMatch(/data-testid="buyer-status"[^>]*>مقبول</);
    expect(html).toContain(BUYER_ANSWER_TEXT.ar.accepted);
    const again = await post({ intent: "accept", version: "1" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(BUYER_ANSWER_TEXT.ar.alreadyAccepted);
    // Sales are told in English, with the request's language.
    const event = await emailOf(stored.id, "sales-buyer-event");
    expect(event.textBody).toContain("accepted quotation version 1");
    expect(event.textBody).toContain("Language: Arabic");
    expect(event.textBody).not.toContain(token);
  });
});
