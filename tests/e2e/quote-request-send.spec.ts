import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { and, asc, eq } from "drizzle-orm";
import pg from "pg";
import { QUOTE_REQUEST_TEXT } from "~/content/quote-request";
import { openDatabase, type Database } from "~server/db/client";
import { inquiries, inquiryAttachments, inquiryLines, products } from "~server/db/schema";
import { hashAccessToken } from "~server/quotes/access-token";
import { addToQuoteList, ensureQuoteList, readQuoteList } from "~server/quote-list/quote-list-store";

// Issue 17, "Send": a visitor with lines in their quote list sends the quote form with a PDF and sees the reference and
// "Follow your request". The quote list's API and pages are built beside this part, so the lines are put into the list
// through the store (server/quote-list/quote-list-store.ts). The public e2e server's embedded database cannot be opened
// by a second process, so this spec runs its own production server on a fresh PostgreSQL database that the test can
// write to as well.

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let server: ChildProcess | undefined;
let baseUrl = "";
let database: Database | undefined;
let dropDatabase = async () => {};
let dataDir = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not become healthy");
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const name = `e2e_send_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quote-send-e2e-"));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.resolve("server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000",
      FORM_MIN_FILL_MS: "0",
      PUBLIC_BASE_URL: baseUrl,
    },
    stdio: "ignore",
  });
  // The server migrates the empty database and seeds the demo catalogue, then answers /healthz.
  await waitForHealthy(baseUrl);
  database = await openDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 2 });
});

test.afterAll(async () => {
  await database?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await dropDatabase();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Three active products in a new quote list, one at a time (so they keep this order); the cookie set in the browser. */
async function listOfThree(page: Page) {
  const db = database!.db;
  const picked = await db
    .select({ id: products.id, name: products.name, serialNumber: products.serialNumber })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.name))
    .limit(3);
  const list = await ensureQuoteList(db, null);
  const quantities = [3, 20, 1];
  for (const [index, product] of picked.entries()) {
    const added = await addToQuoteList(db, list.listId, [
      { productId: product.id, quantity: quantities[index]!, note: index === 0 ? "Quiet model please" : undefined },
    ]);
    expect(added).toEqual({ ok: true });
  }
  await page.context().addCookies([{ name: "quote_list", value: list.token, url: baseUrl }]);
  return { listId: list.listId, picked, quantities };
}

async function fillQuote(page: Page) {
  const form = page.getByTestId("quote-form");
  await form.getByLabel("First Name *").fill("José");
  await form.getByLabel("Last Name *").fill("Nuñez-Khalifa");
  await form.getByLabel("Email Address *").fill("jose@example.com");
  await form.getByLabel("Phone Number *").fill("+974 4444 5555");
  await form.getByLabel("Industry *").selectOption("Hospitality & Hotels");
  await form.getByLabel("Product Category *").selectOption("Floor Care Equipment");
  await form.getByLabel("Project Size *").selectOption("Medium (11-50 units)");
  await form.getByLabel("Project Timeline *").selectOption("Short-term (1-3 months)");
  await form.getByLabel("Detailed Requirements *").fill("Marble lobby 800 m², nightly scrubbing, quiet machines.");
  await form.getByLabel(QUOTE_REQUEST_TEXT.labels.poReference).fill("PO-2026-118");
  await form.getByLabel(QUOTE_REQUEST_TEXT.labels.deliveryCity).fill("Al Wakrah");
  await form.getByLabel(QUOTE_REQUEST_TEXT.labels.attachments).setInputFiles({
    name: "site-plan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1"),
  });
}

async function sendAndCheck(page: Page, javaScript: boolean) {
  const { listId, picked, quantities } = await listOfThree(page);
  await page.goto(`${baseUrl}/get-quote`);
  // The list's lines, read-only, above the form.
  const rows = page.getByTestId("quote-line");
  await expect(rows).toHaveCount(3);
  for (const [index, product] of picked.entries()) {
    await expect(rows.nth(index)).toContainText(product.name);
    await expect(rows.nth(index)).toContainText(String(quantities[index]));
  }
  await expect(rows.first()).toContainText("Quiet model please");
  if (javaScript) await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  await fillQuote(page);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await page.getByRole("button", { name: QUOTE_REQUEST_TEXT.submitWithLines }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Request Received!");
  const referenceText = await page.getByTestId("quote-reference").textContent();
  const reference = /Q-\d{4}-\d{6}/.exec(referenceText ?? "")?.[0];
  expect(reference).toBeTruthy();
  const follow = page.getByRole("link", { name: QUOTE_REQUEST_TEXT.followLink });
  await expect(follow).toBeVisible();
  const href = (await follow.getAttribute("href")) ?? "";
  expect(href).toMatch(new RegExp(`^/q/${reference}/[A-Za-z0-9_-]{43}$`));
  // With JavaScript the answer arrives without a reload; without it the page is the form's plain POST answer.
  if (javaScript) expect(navigations).toEqual([]);

  const db = database!.db;
  const [row] = await db.select().from(inquiries).where(eq(inquiries.reference, reference!));
  expect(row).toMatchObject({ poReference: "PO-2026-118", deliveryCity: "Al Wakrah" });
  expect(row!.accessTokenHash).toBe(hashAccessToken(href.split("/").pop()!));
  const lines = await db
    .select({ productId: inquiryLines.productId, quantity: inquiryLines.quantity })
    .from(inquiryLines)
    .where(eq(inquiryLines.inquiryId, row!.id))
    .orderBy(asc(inquiryLines.position));
  expect(lines).toEqual(picked.map((product, index) => ({ productId: product.id, quantity: quantities[index] })));
  const attachments = await db
    .select({ fileName: inquiryAttachments.fileName })
    .from(inquiryAttachments)
    .where(and(eq(inquiryAttachments.inquiryId, row!.id)));
  expect(attachments).toEqual([{ fileName: "site-plan.pdf" }]);
  expect(await readQuoteList(db, listId)).toEqual([]);
}

test("with JavaScript: a visitor sends their list with a PDF and gets the reference and the private link", async ({
  page,
}) => {
  await sendAndCheck(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the plain form post sends the list with a PDF and answers with the reference and the private link", async ({
    page,
  }) => {
    await sendAndCheck(page, false);
  });
});
