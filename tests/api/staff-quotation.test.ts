/**
 * Staff quotations through the real server (pages from the production build, both databases): a quote request's lines
 * and attachments on its detail page, staff-only downloads, Prepare and Send Quotation with its versions, the new private
 * link and the buyer's email, stale versions and bad input (issue 17).
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qatarToday } from "~/lib/quotes/buyer-status";
import { addDays } from "~/lib/quotes/quotation-schema";
import { createSession } from "~server/auth/sessions";
import { staffCookieName } from "~server/auth/staff-gate";
import { createStaffUser } from "~server/auth/staff-users";
import {
  emailOutbox,
  inquiries,
  inquiryAttachments,
  inquiryEvents,
  inquiryLines,
  quotationLines,
  quotations,
} from "~server/db/schema";
import { sessionPolicy, staffCookieOptions } from "~server/env";
import { createInquiry, type InquiryRecord } from "~server/inquiries/create-inquiry";
import { accessTokenMatches } from "~server/quotes/access-token";
import { createStorage } from "~server/storage/storage-config";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

const PUBLIC_BASE_URL = "https://shop.example.com";
const quote: InquiryRecord = {
  kind: "quote",
  firstName: "Aisha",
  lastName: "Al-Marri",
  email: "aisha@example.com",
  phone: "+974 5555 1234",
  company: "Pearl Towers FM",
  category: "Quote Request",
  message: "Three scrubbers and twenty bins.",
  industry: "Hospitality & Hotels",
  productCategory: "Cleaning Chemicals",
  projectSize: "Small (1-10 units)",
  timeline: "Immediate (Within 1 month)",
};
const PDF = Buffer.from("%PDF-1.4\n% site plan\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describe.each(DRIVERS)("staff quotation on %s", (driver) => {
  let server: TestServer;
  let cookie = "";
  let staffId = "";
  let request: { id: string; reference: string };
  let other: { id: string; reference: string };
  let attachmentId = "";
  let otherAttachmentId = "";
  const validUntil = addDays(qatarToday(), 30);

  const db = () => server.database.db;
  const get = (path: string, withCookie = true) =>
    fetch(server.baseUrl + path, { headers: withCookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const page = async (path: string) => {
    const response = await get(path);
    return { status: response.status, html: await response.text() };
  };
  const post = (id: string, fields: Record<string, string>) =>
    fetch(`${server.baseUrl}/admin/inquiries/${id}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const form = (overrides: Record<string, string> = {}) => ({
    intent: "quotation",
    basedOn: "0",
    price1: "18500",
    price2: "125.50",
    discount: "1000",
    validUntil,
    terms: "Payment on delivery.",
    ...overrides,
  });
  const versionsOf = (id: string) =>
    db().select().from(quotations).where(eq(quotations.inquiryId, id)).orderBy(asc(quotations.version));
  const buyerEmails = (id: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.inquiryId, id))
      .then((rows) => rows.filter((row) => row.purpose === "buyer-quotation"));
  const inquiryOf = async (id: string) => (await db().select().from(inquiries).where(eq(inquiries.id, id)))[0]!;
  const tokenIn = (text: string, reference: string) =>
    new RegExp(`${PUBLIC_BASE_URL}/q/${reference}/([A-Za-z0-9_-]+)`).exec(text)?.[1];

  async function addLines(inquiryId: string) {
    await db()
      .insert(inquiryLines)
      .values([
        {
          inquiryId,
          position: 1,
          name: "Scrubmatic 43 B",
          brand: "Aquaclean",
          serialNumber: "AQ-SM43B",
          quantity: 3,
          note: "Battery model, please",
        },
        { inquiryId, position: 2, name: "Bin 120 L <b>", brand: "Sanibin", serialNumber: "SB-120", quantity: 20 },
      ]);
  }
  async function addAttachment(inquiryId: string, fileName: string) {
    // The quote request part keeps attachments under the private prefix that /api/storage refuses.
    const key = `private/quote-requests/2026/11/${crypto.randomUUID()}.pdf`;
    await createStorage(server.env).put(key, PDF, "application/pdf");
    const [row] = await db()
      .insert(inquiryAttachments)
      .values({ inquiryId, fileName, contentType: "application/pdf", sizeBytes: PDF.length, storageKey: key })
      .returning();
    return row!.id;
  }

  beforeAll(async () => {
    server = await startTestServer({ driver, seed: false, pages: true, env: { PUBLIC_BASE_URL } });
    const user = await createStaffUser(db(), {
      email: "mariam@example.com",
      password: "a-long-staff-password",
      name: "Mariam Staff",
    });
    staffId = user.id;
    // PUBLIC_BASE_URL is https, so the session cookie has its __Host- name.
    const name = staffCookieName(staffCookieOptions(server.env));
    cookie = `${name}=${await createSession(db(), user.id, sessionPolicy(server.env))}`;
    request = await createInquiry(db(), quote, server.env);
    await addLines(request.id);
    attachmentId = await addAttachment(request.id, "Site plan (Lusail) ü.pdf");
    other = await createInquiry(db(), { ...quote, email: "omar@example.com", firstName: "Omar" }, server.env);
    otherAttachmentId = await addAttachment(other.id, "other.pdf");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows the request's lines and attachments, and offers Prepare Quotation with the defaults", async () => {
    const { status, html } = await page(`/admin/inquiries/${request.id}`);
    expect(status).toBe(200);
    expect(html.match(/data-testid="request-line"/g)).toHaveLength(2);
    for (const text of ["Scrubmatic 43 B", "Aquaclean", "AQ-SM43B", "Battery model, please", "Sanibin", "SB-120"])
      expect(html).toContain(text);
    expect(html).toContain("Bin 120 L &lt;b&gt;");
    expect(html).toContain(`href="/admin/inquiries/${request.id}/attachments/${attachmentId}"`);
    expect(html).toContain("Site plan (Lusail) ü.pdf");
    expect(html).toMatch(/PDF · \d+ B/);
    expect(html).toContain("Prepare Quotation");
    expect(html).toContain("Unit price for Scrubmatic 43 B");
    expect(html).toContain(`value="${validUntil}"`);
    expect(html).toContain("Payment: 50% with the purchase order");
    expect(html).toContain('name="basedOn" value="0"');
  });

  it("lets only signed-in staff download an attachment, as a download, and only through its own request", async () => {
    const path = `/admin/inquiries/${request.id}/attachments/${attachmentId}`;
    const anonymous = await get(path, false);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toContain("/admin/sign-in");
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Site plan (Lusail) _.pdf"; filename*=UTF-8''Site%20plan%20%28Lusail%29%20%C3%BC.pdf`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("cache-control")).toContain("private");
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await get(`/admin/inquiries/${request.id}/attachments/${otherAttachmentId}`)).status).toBe(404);
    expect((await get(`/admin/inquiries/${other.id}/attachments/${otherAttachmentId}`)).status).toBe(200);
    expect((await get(`/admin/inquiries/${request.id}/attachments/00000000-0000-4000-8000-000000000000`)).status).toBe(
      404,
    );
    expect((await get(`/admin/inquiries/${request.id}/attachments/not-a-uuid`)).status).toBe(404);
  });

  it("refuses bad prices, a discount above the subtotal and a past date with field messages, writing nothing", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ price1: "-5" }, "The unit price for Scrubmatic 43 B cannot be negative."],
      [{ price1: "1.005" }, "Use at most 2 decimal places for the unit price of Scrubmatic 43 B."],
      [{ price2: "cheap" }, "Enter the unit price for Bin 120 L &lt;b&gt; as a number, e.g. 1250.00."],
      [{ price2: "" }, "Enter the unit price for Bin 120 L &lt;b&gt;."],
      // 3 × 18,500.00 + 20 × 125.50 = 58,010.00
      [{ discount: "58010.01" }, "The discount cannot be more than the subtotal (QAR 58,010.00)."],
      [{ validUntil: addDays(qatarToday(), -1) }, "The date cannot be in the past"],
      [{ terms: " " }, "Write the terms of the quotation."],
    ];
    // With the quote request part merged, a request has its first private link from the start: it must stay the same.
    const hashBefore = (await inquiryOf(request.id)).accessTokenHash;
    for (const [overrides, message] of cases) {
      const response = await post(request.id, form(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await versionsOf(request.id)).toHaveLength(0);
    expect(await buyerEmails(request.id)).toHaveLength(0);
    const stored = await inquiryOf(request.id);
    expect(stored.status).toBe("pending");
    expect(stored.accessTokenHash).toBe(hashBefore);
    expect(await db().select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, request.id))).toHaveLength(0);
  });

  let firstToken = "";

  it("sends version 1: amounts, answered, first answer time, history event, one buyer email with the private link", async () => {
    const response = await post(request.id, form());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/inquiries/${request.id}?sent=1`);

    const [version] = await versionsOf(request.id);
    expect(version).toMatchObject({
      version: 1,
      status: "sent",
      currency: "QAR",
      subtotal: "58010.00",
      discount: "1000.00",
      total: "57010.00",
      validUntil,
      terms: "Payment on delivery.",
      createdBy: staffId,
    });
    const lines = await db()
      .select({
        position: inquiryLines.position,
        unitPrice: quotationLines.unitPrice,
        lineTotal: quotationLines.lineTotal,
      })
      .from(quotationLines)
      .innerJoin(inquiryLines, eq(inquiryLines.id, quotationLines.inquiryLineId))
      .where(eq(quotationLines.quotationId, version!.id))
      .orderBy(asc(inquiryLines.position));
    expect(lines).toEqual([
      { position: 1, unitPrice: "18500.00", lineTotal: "55500.00" },
      { position: 2, unitPrice: "125.50", lineTotal: "2510.00" },
    ]);

    const stored = await inquiryOf(request.id);
    expect(stored.status).toBe("answered");
    expect(stored.firstAnsweredAt).toBeInstanceOf(Date);
    const events = await db().select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, request.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: "quotation-sent",
      authorId: staffId,
      fromStatus: "pending",
      toStatus: "answered",
      body: "Version 1 · total QAR 57,010.00",
    });

    const emails = await buyerEmails(request.id);
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email.toAddress).toBe("aisha@example.com");
    expect(email.subject).toBe(`Your quotation for request ${request.reference}`);
    for (const text of [
      "Scrubmatic 43 B (AQ-SM43B): 3 × QAR 18,500.00 = QAR 55,500.00",
      "Subtotal: QAR 58,010.00",
      "Discount: - QAR 1,000.00",
      "Total: QAR 57,010.00",
    ])
      expect(email.textBody).toContain(text);
    expect(email.htmlBody).toContain("Bin 120 L &lt;b&gt;");
    const token = tokenIn(email.textBody, request.reference);
    expect(token).toBeTruthy();
    expect(email.htmlBody).toContain(`${PUBLIC_BASE_URL}/q/${request.reference}/${token}`);
    expect(accessTokenMatches(token!, stored.accessTokenHash)).toBe(true);
    expect(stored.accessTokenHash).not.toContain(token!);
    firstToken = token!;

    // Nowhere else: not in the other emails (the sales notification), not on the staff pages.
    const others = (await db().select().from(emailOutbox)).filter((row) => row.purpose !== "buyer-quotation");
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) expect(`${row.subject}${row.textBody}${row.htmlBody}`).not.toContain(token!);
    const detail = await page(`/admin/inquiries/${request.id}?sent=1`);
    const list = await page("/admin/inquiries");
    for (const html of [detail.html, list.html]) {
      expect(html).not.toContain(token!);
      expect(html).not.toContain(stored.accessTokenHash!);
      expect(html).not.toContain("/q/");
    }
    expect(detail.html).toContain("Quotation version 1 sent.");
    expect(detail.html).toContain('data-testid="quotation-buyer-status">Quotation sent<');
    expect(detail.html).toContain('data-testid="quotation-version">Version 1<');
    expect(detail.html).toContain("QAR 57,010.00");
    expect(detail.html).toContain("Quotation sent · Status Pending → Answered");
    expect(detail.html).toContain("Version 1 · total QAR 57,010.00");
    expect(detail.html).toContain("Change Quotation (makes version 2)");
    expect(detail.html).toContain('name="basedOn" value="1"');
    expect(detail.html).toContain('value="18500.00"');
  });

  it("refuses a quotation prepared from a stale version with 409, writing nothing", async () => {
    const response = await post(request.id, form({ basedOn: "0", price1: "1" }));
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Someone sent version 1 of this quotation while you were preparing yours.");
    expect(await versionsOf(request.id)).toHaveLength(1);
    expect(await buyerEmails(request.id)).toHaveLength(1);
    expect(accessTokenMatches(firstToken, (await inquiryOf(request.id)).accessTokenHash)).toBe(true);
  });

  it("sends version 2, superseding 1; the old link stops working and the first answer time stays", async () => {
    const before = await inquiryOf(request.id);
    const response = await post(request.id, form({ basedOn: "1", price1: "17999.99", discount: "" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/inquiries/${request.id}?sent=2`);
    const versions = await versionsOf(request.id);
    expect(versions.map((version) => [version.version, version.status, version.total])).toEqual([
      [1, "superseded", "57010.00"],
      [2, "sent", "56509.97"],
    ]);
    const after = await inquiryOf(request.id);
    expect(after.status).toBe("answered");
    expect(after.firstAnsweredAt).toEqual(before.firstAnsweredAt);
    const emails = await buyerEmails(request.id);
    expect(emails).toHaveLength(2);
    const second = emails.find((email) => email.subject.startsWith("Updated quotation"))!;
    const token = tokenIn(second.textBody, request.reference)!;
    expect(token).not.toBe(firstToken);
    expect(accessTokenMatches(token, after.accessTokenHash)).toBe(true);
    expect(accessTokenMatches(firstToken, after.accessTokenHash)).toBe(false);
    const events = await db().select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, request.id));
    expect(events.find((event) => event.body === "Version 2 · total QAR 56,509.97")).toMatchObject({
      kind: "quotation-sent",
      fromStatus: null,
      toStatus: null,
    });
    const { html } = await page(`/admin/inquiries/${request.id}`);
    expect(html).toContain('data-testid="quotation-version">Version 2<');
    expect(html).toContain("Version 1: QAR 57,010.00 (Replaced by a newer version)");
    expect(html).not.toContain(token);
  });

  it("lets one of two simultaneous sends from the same version win; the other gets 409", async () => {
    const answers = await Promise.all([
      post(request.id, form({ basedOn: "2", price1: "100" })),
      post(request.id, form({ basedOn: "2", price1: "200" })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const versions = await versionsOf(request.id);
    expect(versions.map((version) => version.status)).toEqual(["superseded", "superseded", "sent"]);
    expect(await buyerEmails(request.id)).toHaveLength(3);
  });

  it("shows the buyer's accept, decline and question in the history with their labels", async () => {
    await db()
      .insert(inquiryEvents)
      .values([
        { inquiryId: request.id, kind: "buyer-question", body: "Can you deliver to Al Wakrah?" },
        { inquiryId: request.id, kind: "buyer-declined", body: "Found a cheaper offer" },
        { inquiryId: request.id, kind: "buyer-accepted", body: null },
      ]);
    const { html } = await page(`/admin/inquiries/${request.id}`);
    expect(html).toContain("Buyer asked a question");
    expect(html).toContain("Question: Can you deliver to Al Wakrah?");
    expect(html).toContain("Buyer declined the quotation");
    expect(html).toContain("Reason: Found a cheaper offer");
    expect(html).toContain("Buyer accepted the quotation");
    expect(html).toContain("Aisha Al-Marri (buyer, aisha@example.com)");
  });

  it("refuses a quotation for a contact inquiry or a quote request without lines, saying why", async () => {
    const contact = await createInquiry(
      db(),
      {
        kind: "contact",
        firstName: "Omar",
        lastName: "K",
        email: "o@example.com",
        category: "Equipments",
        message: "Hi",
      },
      server.env,
    );
    const contactPage = await page(`/admin/inquiries/${contact.id}`);
    expect(contactPage.html).not.toContain("Prepare Quotation");
    expect(contactPage.html).toContain("Only quote requests can get a quotation; this is a contact inquiry.");
    const refused = await post(contact.id, form());
    const refusedText = await refused.text();
    expect(refused.status, refusedText.slice(-3000)).toBe(422);
    expect(refusedText).toContain("Only quote requests can get a quotation");

    const freeText = await createInquiry(db(), quote, server.env);
    const freeTextPage = await page(`/admin/inquiries/${freeText.id}`);
    expect(freeTextPage.html).toContain("This quote request has no product lines");
    expect(freeTextPage.html).not.toContain("Send Quotation");
    const noLines = await post(freeText.id, form());
    expect(noLines.status).toBe(422);
    expect(await noLines.text()).toContain("This quote request has no product lines");
    for (const id of [contact.id, freeText.id]) {
      expect(await versionsOf(id)).toHaveLength(0);
      expect((await inquiryOf(id)).status).toBe("pending");
    }
    expect((await post("00000000-0000-4000-8000-000000000000", form())).status).toBe(404);
    expect((await post("not-a-uuid", form())).status).toBe(404);
  });

  it("refuses a send posted from another site", async () => {
    const response = await fetch(`${server.baseUrl}/admin/inquiries/${other.id}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form()).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await versionsOf(other.id)).toHaveLength(0);
  });
});
