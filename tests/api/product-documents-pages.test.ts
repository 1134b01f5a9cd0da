/**
 * Issue 19, product documents where visitors meet them, on both databases: the product page in both editions (groups,
 * languages, sizes, dates, links; Arabic and bilingual first on /ar), "Safety Data Sheet on request" for a chemical
 * without one (a plain form to /quote-list that adds the product with the note and comes back with a status line),
 * the back office's upload form without JavaScript, and the quote confirmation's links.
 */
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import { PRODUCT_DOCUMENTS_TEXT } from "~/content/product-documents";
import { emailOutbox, productDocuments, products } from "~server/db/schema";
import { createSession } from "~server/auth/sessions";
import { createStaffUser } from "~server/auth/staff-users";
import { sessionPolicy } from "~server/env";
import { addDocument } from "~server/documents/document-admin";
import { storageFor } from "~server/storage/storage-config";
import { findQuoteList, readQuoteList } from "~server/quote-list/quote-list-store";
import { cleanPdf, pdfWithJavaScript } from "../support/pdf-builder";
import { DRIVERS, postJson, startTestServer, type TestServer } from "./harness";

describe.each(DRIVERS)("product documents on the pages (%s)", (driver) => {
  let server: TestServer;
  let cookie: string;
  let staff: { id: string; email: string };
  let chemical: { id: string; name: string; nameAr: string | null };
  let otherChemical: { id: string; name: string };

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    const user = await createStaffUser(server.database.db, {
      email: `documents-pages-${driver}@example.com`,
      password: "correct horse battery staple",
    });
    staff = { id: user.id, email: user.email };
    cookie = `staff_session=${await createSession(server.database.db, user.id, sessionPolicy(server.env))}`;
    const chemicals = await server.database.db
      .select({ id: products.id, name: products.name, nameAr: products.nameAr })
      .from(products)
      .where(and(eq(products.topCategory, "Chemicals"), eq(products.isActive, true)))
      .limit(2);
    chemical = chemicals[0]!;
    otherChemical = chemicals[1]!;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function add(
    productId: string,
    details: {
      kind: "datasheet" | "brochure" | "operator-manual" | "safety-data-sheet";
      language: "en" | "ar" | "both";
      revisionDate: string;
      title?: string;
    },
    name: string,
  ) {
    const result = await addDocument(
      server.database.db,
      storageFor(server.env),
      staff,
      productId,
      { ...details, title: details.title ?? null },
      { bytes: await cleanPdf(details.title ?? name), name },
    );
    if (!result.ok) throw new Error(result.message);
    return result.value;
  }

  const page = async (path: string) => (await fetch(server.baseUrl + path)).text();
  /** The visible text of the documents section, in document order. */
  const section = (html: string) =>
    /<section[^>]*data-testid="product-documents"[\s\S]*?<\/section>\s*<\/div>\s*<\/section>/.exec(html)?.[0] ?? "";

  it("offers a chemical without a Safety Data Sheet one on request, and adds it to the quote list with the note", async () => {
    const html = await page(`/products/${chemical.id}`);
    expect(html).toContain('data-testid="sds-on-request"');
    expect(html).toContain(PRODUCT_DOCUMENTS_TEXT.en.sdsOnRequest);
    expect(html).toContain(`name="note" value="${PRODUCT_DOCUMENTS_TEXT.en.sdsNote}"`);
    const arabic = await page(`/ar/products/${chemical.id}`);
    expect(arabic).toContain(PRODUCT_DOCUMENTS_TEXT.ar.sdsOnRequest);
    expect(arabic).toContain('action="/ar/quote-list"');

    // The form as a browser without JavaScript sends it.
    const form = new URLSearchParams({
      intent: "add",
      productId: chemical.id,
      returnTo: `/ar/products/${chemical.id}`,
      quantity: "1",
      note: PRODUCT_DOCUMENTS_TEXT.ar.sdsNote,
    });
    const answer = await fetch(`${server.baseUrl}/ar/quote-list`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl },
      body: form,
      redirect: "manual",
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/ar/products/${chemical.id}?quote_list=added`);
    const token = /quote_list=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")![1]!;
    const listId = await findQuoteList(server.database.db, token);
    const lines = await readQuoteList(server.database.db, listId, "ar");
    expect(lines).toEqual([
      expect.objectContaining({ productId: chemical.id, quantity: 1, note: PRODUCT_DOCUMENTS_TEXT.ar.sdsNote }),
    ]);

    // A product that is not a chemical never offers one.
    const [machine] = await server.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(ne(products.topCategory, "Chemicals"), eq(products.isActive, true)))
      .limit(1);
    expect(await page(`/products/${machine!.id}`)).not.toContain('data-testid="sds-on-request"');
  });

  it("lists the documents by kind on both editions, the Arabic and bilingual first on /ar", async () => {
    const datasheet = await add(
      chemical.id,
      { kind: "datasheet", language: "en", revisionDate: "2026-09-15", title: "Floor Cleaner Datasheet" },
      "Floor Cleaner Datasheet.pdf",
    );
    await add(
      chemical.id,
      { kind: "safety-data-sheet", language: "en", revisionDate: "2026-08-01", title: "Floor Cleaner SDS" },
      "sds-en.pdf",
    );
    const arabicSds = await add(
      chemical.id,
      { kind: "safety-data-sheet", language: "ar", revisionDate: "2026-10-01" },
      "sds-ar.pdf",
    );

    const english = section(await page(`/products/${chemical.id}`));
    expect(english).not.toContain('data-testid="sds-on-request"');
    const headings = [...english.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(headings).toEqual(["Datasheet", "Safety Data Sheet"]);
    const titles = [...english.matchAll(/<a [^>]*href="\/api\/documents\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map(
      (match) => match[1],
    );
    expect(titles).toEqual(["Floor Cleaner Datasheet", "Floor Cleaner SDS", arabicSds.title]);
    expect(english).toContain(
      `href="/api/documents/${datasheet.id}/${datasheet.sha256.slice(0, 16)}/floor-cleaner-datasheet.pdf"`,
    );
    expect(english).toContain('download="" type="application/pdf"');
    expect(english).toMatch(/aria-label="Download Floor Cleaner Datasheet \(PDF, English, \d+ bytes\)"/);
    expect(english).toContain('<time dateTime="2026-09-15">Revised 15 September 2026</time>');
    // The Arabic title on the English page is marked as Arabic.
    expect(english).toMatch(new RegExp(`lang="ar" dir="rtl"[^>]*>${arabicSds.title}<`));

    const arabic = section(await page(`/ar/products/${chemical.id}`));
    const arabicHeadings = [...arabic.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(arabicHeadings).toEqual(["نشرة البيانات الفنية", "صحيفة بيانات السلامة"]);
    const arabicTitles = [...arabic.matchAll(/<a [^>]*href="\/api\/documents\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map(
      (match) => match[1],
    );
    expect(arabicTitles).toEqual(["Floor Cleaner Datasheet", arabicSds.title, "Floor Cleaner SDS"]);
    expect(arabic).toContain('<time dateTime="2026-10-01">تاريخ المراجعة: 1 أكتوبر 2026</time>');
    expect(arabic).toMatch(/PDF · العربية · \d+ بايت · </);
    expect(arabic).toMatch(/lang="en" dir="ltr"[^>]*>Floor Cleaner SDS</);
  });

  it("links the requested products' datasheets and safety data sheets in the confirmation, in the buyer's language", async () => {
    const response = await postJson(server.baseUrl, "/api/inquiries", {
      name: "Aisha Al-Thani",
      email: `buyer-${driver}@example.qa`,
      category: "Quote Request",
      message: "Chemicals for the new mall.",
      locale: "ar",
      lines: [
        { productId: chemical.id, quantity: 2 },
        { productId: otherChemical.id, quantity: 1 },
      ],
    });
    expect(response.status).toBe(201);
    const [confirmation] = await server.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.purpose, "sender-confirmation"), eq(emailOutbox.toAddress, `buyer-${driver}@example.qa`)),
      );
    const documents = await server.database.db
      .select()
      .from(productDocuments)
      .where(eq(productDocuments.productId, chemical.id));
    const url = (kind: string, language: string) => {
      const document = documents.find((row) => row.kind === kind && row.language === language)!;
      return `${server.env.PUBLIC_BASE_URL.replace(/\/$/, "")}/api/documents/${document.id}/${document.sha256.slice(0, 16)}/`;
    };
    const text = confirmation!.textBody;
    expect(text).toContain("نشرات البيانات الفنية وصحائف بيانات السلامة للمنتجات المطلوبة:");
    // The English datasheet (the only one), the Arabic safety data sheet (preferred to the English one).
    expect(text).toContain(`– نشرة البيانات الفنية:\n${url("datasheet", "en")}floor-cleaner-datasheet.pdf`);
    expect(text).toContain(`– صحيفة بيانات السلامة:\n${url("safety-data-sheet", "ar")}sds-ar.pdf`);
    expect(text).not.toContain(url("safety-data-sheet", "en"));
    // The other chemical has no documents: it gets no line.
    expect(text.match(/\/api\/documents\//g)).toHaveLength(2);
    expect(confirmation!.htmlBody).toContain(`<a href="${url("safety-data-sheet", "ar")}sds-ar.pdf" dir="ltr"`);
    const [sales] = await server.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.purpose, "sales-notification"), eq(emailOutbox.inquiryId, confirmation!.inquiryId!)));
    expect(sales!.textBody).not.toContain("/api/documents/");
  });

  it("answers the back office's upload form without JavaScript: a refusal on the documents page, success back on the product", async () => {
    const form = (file: Buffer) => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(file)], { type: "application/pdf" }), "scripted.pdf");
      body.append("kind", "brochure");
      body.append("language", "both");
      body.append("revisionDate", "2026-11-01");
      body.append("title", "Brochure 2026");
      return body;
    };
    const post = (file: Buffer) =>
      fetch(`${server.baseUrl}/admin/products/${otherChemical.id}/documents`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.baseUrl },
        body: form(file),
        redirect: "manual",
      });
    const refused = await post(await pdfWithJavaScript());
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(DOCUMENT_MESSAGES.javascript);
    expect(html).toContain('value="Brochure 2026"');
    const accepted = await post(await cleanPdf("Brochure"));
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe(
      `/admin/products/${otherChemical.id}?notice=document-added#documents`,
    );
    const productPage = await (
      await fetch(`${server.baseUrl}/admin/products/${otherChemical.id}?notice=document-added`, {
        headers: { Cookie: cookie },
      })
    ).text();
    expect(productPage).toContain("Document added.");
    expect(productPage).toContain(">Brochure 2026</a>");
  });

  it("edits, and deletes only when the box is ticked, from the document's page without JavaScript", async () => {
    const document = await add(
      otherChemical.id,
      { kind: "operator-manual", language: "en", revisionDate: "2026-05-01" },
      "manual.pdf",
    );
    const path = `/admin/products/${otherChemical.id}/documents/${document.id}`;
    const post = (fields: Record<string, string>) =>
      fetch(server.baseUrl + path, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    const editPage = await (await fetch(server.baseUrl + path, { headers: { Cookie: cookie } })).text();
    expect(editPage).toContain(`value="${document.title}"`);
    const saved = await post({
      intent: "save",
      kind: "operator-manual",
      language: "both",
      revisionDate: "2026-06-01",
      title: "Manual 2026",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/products/${otherChemical.id}?notice=document-saved#documents`);
    const refused = await post({ intent: "delete" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(DOCUMENT_MESSAGES.confirmDelete);
    const [kept] = await server.database.db.select().from(productDocuments).where(eq(productDocuments.id, document.id));
    expect(kept).toMatchObject({ language: "both", revisionDate: "2026-06-01", title: "Manual 2026" });
    const deleted = await post({ intent: "delete", confirm: "yes" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe(
      `/admin/products/${otherChemical.id}?notice=document-deleted#documents`,
    );
    expect(
      await server.database.db.select().from(productDocuments).where(eq(productDocuments.id, document.id)),
    ).toEqual([]);
  });
});
