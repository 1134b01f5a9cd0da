/**
 * The back-office dashboard and the inbox's 24-hour promise in the browser. Requests must be days old to be overdue, so
 * this spec runs its own production server (build/server/index.js) on its own embedded database, seeded here with
 * requests over several weeks, on a free port of its own (it never collides with the shared servers' E2E_PORT+0..2).
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import type { Database } from "~server/db/client";
import { axeViolations } from "./support/axe";

const STAFF = { email: "dashboard-e2e@example.com", password: "dashboard-e2e-password-1", name: "Dashboard Tester" };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test.describe("the dashboard and the answer promise", () => {
  let baseUrl = "";
  let database: Database;
  let http: Server;
  let dataDir = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dashboard-e2e-"));
    const server = (await import(path.resolve("build/server/index.js"))) as typeof import("~server/index");
    const env = server.loadEnv({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: baseUrl,
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000",
    });
    database = await server.openDatabase({ dataDir });
    await server.seedDemoCatalogueIfEmpty(database.db, dataDir);
    await server.createStaffUser(database.db, STAFF);
    const db = database.db;
    // 60 answered requests over the last 13 weeks or so, quotes naming a product each.
    await db.execute(sql`
      insert into inquiries (kind, reference, first_name, last_name, email, category, message, status, created_at,
        first_answered_at)
      select case when n % 3 = 0 then 'contact' else 'quote' end,
        case when n % 3 = 0 then 'C' else 'Q' end || '-2026-8' || lpad(n::text, 5, '0'),
        'Seed', 'Week ' || n, 'seed@example.com', 'Chemicals', 'Seeded', 'closed',
        now() - make_interval(hours => n * 36),
        now() - make_interval(hours => n * 36) + make_interval(hours => (n % 6) * 8 + 2)
      from generate_series(1, 60) as n`);
    await db.execute(sql`
      insert into inquiry_lines (inquiry_id, position, product_id, name, brand, serial_number, quantity)
      select i.id, 1, p.id, p.name, p.brand, p.serial_number, 1 + substr(i.reference, 8)::int % 4
      from inquiries i
      cross join lateral (
        select * from products where is_active order by name offset (substr(i.reference, 8)::int % 7) limit 1
      ) p
      where i.kind = 'quote'`);
    // Open requests around the promise: two overdue, one due.
    await db.execute(sql`
      insert into inquiries (kind, reference, first_name, last_name, email, category, message, status, created_at)
      values
        ('quote', 'Q-2026-700001', 'Oldest', 'Overdue', 'o1@example.com', 'Quote Request', 'Waiting', 'pending',
          now() - interval '60 hours 30 minutes'),
        ('contact', 'C-2026-700002', 'Newer', 'Overdue', 'o2@example.com', 'Chemicals', 'Waiting', 'in_progress',
          now() - interval '30 hours 30 minutes'),
        ('contact', 'C-2026-700003', 'Fresh', 'Request', 'f@example.com', 'Chemicals', 'Waiting', 'pending',
          now() - interval '30 minutes')`);
    const app = server.createApp({ env, database, build: server.build });
    http = await new Promise((resolve) => {
      const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
    });
  });

  test.afterAll(async () => {
    if (http) {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
    }
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn(browser: Browser, next: string, javaScriptEnabled = true): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/sign-in?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${baseUrl}${next}`);
    return page;
  }

  test("/admin opens on the dashboard: charts with their tables, overdue requests linked, top products, no axe violations", async ({
    browser,
  }) => {
    const page = await signedIn(browser, "/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(
      page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Dashboard" }),
    ).toHaveAttribute("aria-current", "page");

    const requests = page.getByTestId("requests-chart");
    await expect(requests.getByRole("img", { name: /^Bar chart of requests per week, \d+ in all/ })).toBeVisible();
    await expect(requests.locator("figcaption")).toHaveText(/received each week, last 12 weeks/);
    await expect(requests.getByRole("table", { name: "Requests per week" }).getByRole("row")).toHaveCount(13);
    // Every week holds seeded requests: each has a bar with a height.
    const heights = await requests
      .locator("rect")
      .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute("height"))));
    expect(heights).toHaveLength(24);
    expect(heights.filter((height) => height > 0).length).toBeGreaterThan(12);

    const answers = page.getByTestId("answer-time-chart");
    await expect(answers.getByRole("img", { name: /^Line chart of the median hours to a first answer/ })).toBeVisible();
    await expect(answers.getByTestId("promise-line")).toBeAttached();
    await expect(answers.getByRole("table", { name: "Median time to first answer per week" })).toBeVisible();
    expect(await answers.getByTestId("answer-time-point").count()).toBeGreaterThan(8);

    const overdue = page.getByTestId("overdue-table").getByTestId("overdue-row");
    await expect(overdue).toHaveCount(2);
    await expect(overdue.nth(0)).toContainText("Q-2026-700001");
    await expect(overdue.nth(0)).toContainText("overdue by 36 h");
    await expect(overdue.nth(1)).toContainText("C-2026-700002");
    await expect(overdue.nth(1)).toContainText("overdue by 6 h");
    await expect(page.getByRole("heading", { name: "Overdue now (2)" })).toBeVisible();

    const topProducts = page.getByTestId("top-product-row");
    await expect(topProducts).toHaveCount(7);
    await expect(topProducts.first().getByRole("link")).toHaveAttribute("href", /^\/admin\/products\/[0-9a-f-]{36}$/);

    expect(await axeViolations(page)).toEqual([]);

    await overdue.nth(0).getByRole("link", { name: "Q-2026-700001" }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Q-2026-700001");
    await page.context().close();
  });

  test("the inbox shows 'due in' and 'overdue by' and sorts by it, most overdue first", async ({ browser }) => {
    const page = await signedIn(browser, "/admin/inquiries");
    const rows = page.getByTestId("inbox-row");
    // Newest first by default: the fresh request on top, due in 23 hours; answered ones show no due time.
    await expect(rows.first()).toContainText("C-2026-700003");
    await expect(rows.first().getByTestId("answer-due")).toHaveText("due in 23 h");
    await expect(rows.nth(2)).toContainText("Q-2026-800001");
    await expect(rows.nth(2).getByTestId("answer-due")).toHaveText("—Not waiting for a first answer");

    await page.getByLabel("Sort").selectOption("due");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]sort=due/);
    await expect(rows.nth(0)).toContainText("Q-2026-700001");
    await expect(rows.nth(0).getByTestId("answer-due")).toHaveText("overdue by 36 h");
    await expect(rows.nth(1)).toContainText("C-2026-700002");
    await expect(rows.nth(1).getByTestId("answer-due")).toHaveText("overdue by 6 h");
    await expect(rows.nth(2)).toContainText("C-2026-700003");
    await expect(rows.nth(2).getByTestId("answer-due")).toHaveText("due in 23 h");
    await expect(page.getByLabel("Sort")).toHaveValue("due");
    // The sort survives paging.
    await expect(page.getByRole("link", { name: "Next page" })).toHaveAttribute("href", /sort=due/);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test("without JavaScript the sort and the quotation filter are plain GET forms", async ({ browser }) => {
    const page = await signedIn(browser, "/admin/inquiries", false);
    await page.getByLabel("Sort").selectOption("due");
    await page.getByLabel("Quotation").selectOption("awaiting");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]quotation=awaiting(&|$)/);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("due");
    await expect(page.getByTestId("inbox-empty")).toBeVisible();
    await page.goto(`${baseUrl}/admin/inquiries?sort=due`);
    await expect(page.getByTestId("inbox-row").first()).toContainText("Q-2026-700001");
    await page.context().close();
  });
});
