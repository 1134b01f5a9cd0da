/**
 * Issue 19, product documents through the JSON API on both databases (and S3 storage on PGlite): uploads checked by
 * content with a 4xx and a message for each refusal, list, edit, replace, delete with their audit rows, and the public
 * file: headers, versioned address and redirects, HEAD and 304, nothing for an inactive product.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import { DOCUMENT_MAX_BYTES } from "~/lib/catalogue/product-documents";
import { auditLog, productDocuments, products } from "~server/db/schema";
import { storageFor } from "~server/storage/storage-config";
import {
  cleanPdf,
  encryptedPdf,
  FAKE_PDF,
  pdfWithEmbeddedFile,
  pdfWithJavaScript,
  pdfWithLaunchAction,
} from "../support/pdf-builder";
import { createSession } from "~server/auth/sessions";
import { createStaffUser } from "~server/auth/staff-users";
import { sessionPolicy } from "~server/env";
import { DRIVERS, startTestServer, type Driver, type TestServer } from "./harness";
import { startLocalS3, type LocalS3 } from "./storage-s3.support";

const CASES: Array<{ driver: Driver; storage: "local" | "s3" }> = [
  ...DRIVERS.map((driver) => ({ driver, storage: "local" as const })),
  { driver: "pglite", storage: "s3" },
];
const S3_PORT = 4473;

describe.each(CASES)("product documents ($driver database, $storage storage)", ({ driver, storage }) => {
  let server: TestServer;
  let s3: LocalS3 | undefined;
  let cookie: string;
  let chemicalId: string;
  let chemicalName: string;

  beforeAll(async () => {
    if (storage === "s3") s3 = await startLocalS3(S3_PORT);
    server = await startTestServer({ driver, env: s3?.env ?? {} });
    const user = await createStaffUser(server.database.db, {
      email: `documents-${driver}-${storage}@example.com`,
      password: "correct horse battery staple",
    });
    cookie = `staff_session=${await createSession(server.database.db, user.id, sessionPolicy(server.env))}`;
    const [chemical] = await server.database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.topCategory, "Chemicals"), eq(products.isActive, true)))
      .limit(1);
    chemicalId = chemical!.id;
    chemicalName = chemical!.name;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  function documentForm(file: Uint8Array | null, fields: Record<string, string>, name = "SDS Floor Cleaner.pdf") {
    const form = new FormData();
    if (file) form.append("file", new Blob([new Uint8Array(file)], { type: "application/pdf" }), name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return form;
  }

  async function send(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
    const response = await fetch(server.baseUrl + path, {
      method,
      headers: { Cookie: cookie, Origin: server.baseUrl, ...headers },
      body,
      redirect: "manual",
    });
    const text = await response.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json };
  }

  /** A JSON request of the admin API. */
  const client = (method: string, path: string, body?: unknown) =>
    send(method, path, body === undefined ? undefined : JSON.stringify(body), { "Content-Type": "application/json" });

  const SDS = { kind: "safety-data-sheet", language: "ar", revisionDate: "2026-10-01" };
  const upload = (file: Uint8Array | null, fields: Record<string, string> = SDS, name?: string) =>
    send("POST", `/api/admin/products/${chemicalId}/documents`, documentForm(file, fields, name));

  it("accepts a clean PDF, names it after its kind and product, and serves it at its versioned address", async () => {
    const pdf = await cleanPdf("Safety data sheet");
    const created = await upload(pdf, SDS, "صحيفة بيانات السلامة.pdf");
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      productId: chemicalId,
      kind: "safety-data-sheet",
      language: "ar",
      revisionDate: "2026-10-01",
      fileName: "صحيفة بيانات السلامة.pdf",
      sizeBytes: pdf.length,
    });
    // The product has an Arabic name in the demo; an Arabic document is named in Arabic.
    expect(created.json.title).toMatch(/^صحيفة بيانات السلامة – /);
    expect(created.json.url).toBe(`/api/documents/${created.json.id}/${created.json.sha256.slice(0, 16)}/document.pdf`);
    expect(created.headers.get("location")).toBe(created.json.url);
    expect(created.json).not.toHaveProperty("storageKey");

    const served = await fetch(server.baseUrl + created.json.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(served.headers.get("content-disposition")).toBe(
      `attachment; filename="_____ ______ _______.pdf"; filename*=UTF-8''${encodeURIComponent("صحيفة بيانات السلامة.pdf")}`,
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

    const etag = served.headers.get("etag")!;
    expect(etag).toBe(`"${created.json.sha256}"`);
    const head = await fetch(server.baseUrl + created.json.url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(pdf.length));
    const again = await fetch(server.baseUrl + created.json.url, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    // Another version or name of the address leads to the current one, without being cached.
    for (const other of [
      `/api/documents/${created.json.id}/0000000000000000/document.pdf`,
      `/api/documents/${created.json.id}/${created.json.sha256.slice(0, 16)}/other-name.pdf`,
    ]) {
      const moved = await fetch(server.baseUrl + other, { redirect: "manual" });
      expect(moved.status, other).toBe(302);
      expect(moved.headers.get("location")).toBe(created.json.url);
      expect(moved.headers.get("cache-control")).toBe("no-cache");
    }
    // The storage key is never public through /api/storage.
    const [row] = await server.database.db
      .select({ storageKey: productDocuments.storageKey })
      .from(productDocuments)
      .where(eq(productDocuments.id, created.json.id));
    expect(row!.storageKey).toMatch(/^documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect((await fetch(`${server.baseUrl}/api/storage/${row!.storageKey}`)).status).toBe(404);
  });

  it.each([
    ["a PDF with JavaScript", 422, DOCUMENT_MESSAGES.javascript, () => pdfWithJavaScript()],
    ["a PDF with a Launch action", 422, DOCUMENT_MESSAGES.launch, () => pdfWithLaunchAction()],
    ["a PDF with an embedded file", 422, DOCUMENT_MESSAGES.embeddedFile, () => pdfWithEmbeddedFile()],
    ["an encrypted PDF", 422, DOCUMENT_MESSAGES.encrypted, () => encryptedPdf()],
    ["a fake PDF", 415, DOCUMENT_MESSAGES.notPdf, async () => FAKE_PDF],
    ["an empty file", 400, DOCUMENT_MESSAGES.empty, async () => Buffer.alloc(0)],
  ] as const)("refuses %s with %i and its message, storing nothing", async (_name, status, message, make) => {
    const before = await server.database.db.select().from(productDocuments);
    const answer = await upload(await make());
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ message });
    expect(await server.database.db.select().from(productDocuments)).toHaveLength(before.length);
  });

  it("refuses a 21 MB file with 413 before reading it, and one just over 20 MB after", async () => {
    const huge = await upload(Buffer.alloc(21 * 1024 * 1024, 0x25));
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ message: DOCUMENT_MESSAGES.tooLarge });
    const over = await upload(Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x25));
    expect(over.status).toBe(413);
    expect(over.json).toEqual({ message: DOCUMENT_MESSAGES.tooLarge });
  });

  it("reads an upload sent in chunks, without a Content-Length", async () => {
    const request = new Request("http://multipart.invalid/", {
      method: "POST",
      body: documentForm(await cleanPdf("Chunked"), { kind: "brochure", language: "en", revisionDate: "2026-07-01" }),
    });
    const bytes = new Uint8Array(await request.arrayBuffer());
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 300) controller.enqueue(bytes.subarray(at, at + 300));
        controller.close();
      },
    });
    const answer = await fetch(`${server.baseUrl}/api/admin/products/${chemicalId}/documents`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.baseUrl, "Content-Type": request.headers.get("content-type")! },
      body,
      duplex: "half",
    } as RequestInit);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ kind: "brochure", title: `Brochure – ${chemicalName}` });
  });

  it("refuses missing details, a missing file, a non-multipart body and an unknown product", async () => {
    const pdf = await cleanPdf();
    const noKind = await upload(pdf, { language: "en", revisionDate: "2026-10-01" });
    expect(noKind.status).toBe(400);
    expect(noKind.json).toMatchObject({ message: DOCUMENT_MESSAGES.kind, errors: { kind: [DOCUMENT_MESSAGES.kind] } });
    const badDate = await upload(pdf, { ...SDS, revisionDate: "2026-02-30" });
    expect(badDate.status).toBe(400);
    expect(badDate.json.message).toBe(DOCUMENT_MESSAGES.revisionDate);
    expect((await upload(null)).json).toEqual({ message: DOCUMENT_MESSAGES.noFile });
    const json = await send("POST", `/api/admin/products/${chemicalId}/documents`, JSON.stringify(SDS), {
      "Content-Type": "application/json",
    });
    expect(json.status).toBe(415);
    expect(json.json).toEqual({ message: DOCUMENT_MESSAGES.unsupportedBody });
    const unknown = await send(
      "POST",
      "/api/admin/products/00000000-0000-4000-8000-000000000000/documents",
      documentForm(pdf, SDS),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: DOCUMENT_MESSAGES.productNotFound });
    const anonymous = await fetch(`${server.baseUrl}/api/admin/products/${chemicalId}/documents`, {
      method: "POST",
      headers: { Origin: server.baseUrl },
      body: documentForm(pdf, SDS),
    });
    expect(anonymous.status).toBe(401);
  });

  it("lists, edits, replaces and deletes a document, each change in the product's history", async () => {
    const first = await upload(await cleanPdf("Datasheet v1"), {
      kind: "datasheet",
      language: "en",
      revisionDate: "2026-09-01",
      title: "Floor cleaner datasheet",
    });
    expect(first.status).toBe(201);
    const id = first.json.id as string;
    const listed = await client("GET", `/api/admin/products/${chemicalId}/documents`);
    expect(listed.status).toBe(200);
    expect(listed.json.documents.map((document: { id: string }) => document.id)).toContain(id);
    // Datasheets are listed before safety data sheets.
    expect(listed.json.documents[0].kind).toBe("datasheet");

    const edited = await client("PATCH", `/api/admin/products/${chemicalId}/documents/${id}`, {
      language: "both",
      title: "",
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ language: "both", title: `Datasheet – ${chemicalName}`, url: first.json.url });
    const refused = await client("PATCH", `/api/admin/products/${chemicalId}/documents/${id}`, { kind: "invoice" });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(DOCUMENT_MESSAGES.kind);
    expect((await client("PATCH", `/api/admin/products/${chemicalId}/documents/${id}`, {})).status).toBe(400);

    const v2 = await cleanPdf("Datasheet v2");
    const replaced = await send(
      "PUT",
      `/api/admin/products/${chemicalId}/documents/${id}/file`,
      documentForm(v2, {}, "Datasheet v2.pdf"),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.json.url).not.toBe(first.json.url);
    expect(replaced.json.url).toMatch(/\/datasheet-v2\.pdf$/);
    const old = await fetch(server.baseUrl + first.json.url, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(replaced.json.url);
    const current = await fetch(server.baseUrl + replaced.json.url);
    expect(Buffer.from(await current.arrayBuffer()).equals(v2)).toBe(true);
    const badReplace = await send(
      "PUT",
      `/api/admin/products/${chemicalId}/documents/${id}/file`,
      documentForm(await pdfWithJavaScript(), {}),
    );
    expect(badReplace.status).toBe(422);
    expect((await fetch(server.baseUrl + replaced.json.url)).status).toBe(200);

    const [stored] = await server.database.db
      .select({ storageKey: productDocuments.storageKey })
      .from(productDocuments)
      .where(eq(productDocuments.id, id));
    const deleted = await client("DELETE", `/api/admin/products/${chemicalId}/documents/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ id, title: `Datasheet – ${chemicalName}` });
    expect((await fetch(server.baseUrl + replaced.json.url)).status).toBe(404);
    expect(await storageFor(server.env).exists(stored!.storageKey)).toBe(false);
    expect((await client("DELETE", `/api/admin/products/${chemicalId}/documents/${id}`)).status).toBe(404);

    const history = await server.database.db
      .select({ action: auditLog.action, changes: auditLog.changes, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, chemicalId)))
      .orderBy(auditLog.createdAt);
    const mine = history.filter((entry) => JSON.stringify(entry.changes).includes(id));
    expect(mine.map((entry) => entry.action)).toEqual([
      "document-add",
      "document-update",
      "document-replace",
      "document-delete",
    ]);
    expect(mine[0]!.changes).toMatchObject({
      documentKind: [null, "datasheet"],
      documentTitle: [null, "Floor cleaner datasheet"],
    });
    expect(mine[1]!.changes).toMatchObject({
      documentLanguage: ["en", "both"],
      documentTitle: ["Floor cleaner datasheet", `Datasheet – ${chemicalName}`],
    });
    expect(mine[2]!.changes).toMatchObject({ documentFile: ["SDS Floor Cleaner.pdf", "Datasheet v2.pdf"] });
    expect(mine[3]!.changes).toMatchObject({ documentId: [id, null], documentKind: ["datasheet", null] });
    expect(mine.every((entry) => entry.actorEmail?.endsWith("@example.com"))).toBe(true);
  });

  it("serves nothing of an inactive product, and again once it is active", async () => {
    const created = await upload(await cleanPdf("Brochure"), {
      kind: "brochure",
      language: "en",
      revisionDate: "2026-08-01",
    });
    expect(created.status).toBe(201);
    expect((await client("POST", `/api/admin/products/${chemicalId}/deactivate`)).status).toBe(200);
    const hidden = await fetch(server.baseUrl + created.json.url);
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get("cache-control")).toBe("no-store");
    expect((await client("POST", `/api/admin/products/${chemicalId}/activate`)).status).toBe(200);
    expect((await fetch(server.baseUrl + created.json.url)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/documents/not-a-uuid/x/y.pdf`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/documents/${created.json.id}`)).status).toBe(404);
    expect((await fetch(server.baseUrl + created.json.url, { method: "DELETE" })).status).toBe(405);
  });
});
