/**
 * The production server is one module graph: the Express side (API routers, the email worker) and the pages share their
 * module-level state. Started as `npm run serve` starts it, from the production build (`npm run build` first).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~server/db/client";
import { createSession } from "~server/auth/sessions";
import { createStaffUser } from "~server/auth/staff-users";
import { freshDatabase } from "../../scripts/lib/database-target";
import { startServerProcess, waitForHealthy, type ServerProcess } from "../../scripts/lib/server-process";
import { DRIVERS } from "./harness";

vi.setConfig({ testTimeout: 120_000 });

const PORT = 4900 + (process.pid % 40) * 2;

/** A form page's hidden token, as a browser gets it: a fresh page for every post (tokens may be single-use). */
async function formToken(baseUrl: string, pathname: string): Promise<string> {
  const html = await (await fetch(baseUrl + pathname)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no form token on ${pathname}`);
  return token;
}

async function postForm(baseUrl: string, pathname: string, fields: Record<string, string>): Promise<string> {
  const body = new URLSearchParams({ ...fields, formToken: await formToken(baseUrl, pathname), website: "" });
  const response = await fetch(baseUrl + pathname, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  expect(response.status).toBe(200);
  return response.text();
}

const contact = {
  firstName: "One",
  lastName: "Build",
  email: "one.build@example.org",
  phone: "",
  company: "",
  category: "Chemicals",
  message: "Does the worker wake at once?",
};
const quote = {
  firstName: "One",
  lastName: "Build",
  email: "one.build@example.org",
  phone: "+974 4444 5555",
  company: "",
  industry: "Hospitality & Hotels",
  productCategory: "Floor Care Equipment",
  projectSize: "Medium (11-50 units)",
  timeline: "Short-term (1-3 months)",
  requirements: "Two scrubbers for a lobby.",
};

const product = {
  name: "Zyxquor Scrubber",
  brand: "Nordvac",
  category: "Equipments",
  subcategory: "Onebuild Test Machines",
  description: "Made by the one-build test.",
  features: [],
  specifications: "",
  imageUrl: "/attached_assets/placeholder-product.svg",
  productUrl: "",
  serialNumber: "",
  price: "",
};

describe.each(DRIVERS)("the production server's one module graph on %s", (driver) => {
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ServerProcess;
  let baseUrl: string;
  let sessionToken: string;

  beforeAll(async () => {
    expect(fs.existsSync("build/server/index.js"), "run `npm run build` first").toBe(true);
    target = await freshDatabase(driver);
    // A staff session made before the server starts: the embedded database admits one process at a time.
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    const user = await createStaffUser(database.db, {
      email: "one.build@example.com",
      password: "correct horse battery staple",
    });
    sessionToken = await createSession(database.db, user.id, { idleMs: 3_600_000, absoluteMs: 3_600_000 });
    await database.close();
    server = startServerProcess({
      port: PORT,
      env: {
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl ?? "",
        SMTP_HOST: "",
        OUTBOX_POLL_MS: "60000",
        FORM_MIN_FILL_MS: "0",
        RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000",
        PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
      },
    });
    await waitForHealthy(PORT, 90_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });
    baseUrl = `http://127.0.0.1:${PORT}`;
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await target?.drop();
  });

  it("a form posted to /contact or /get-quote wakes the email worker: both emails are written within a second", async () => {
    const outbox = path.join(target.dataDir, "outbox-mail");
    const emails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith(".eml")) : []);
    // The worker's first poll runs at start-up; after it, only the wake-up signal (or a poll a minute later) sends mail.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(emails()).toHaveLength(0);

    for (const [pathname, fields, expected] of [
      ["/contact", contact, 2],
      ["/get-quote", quote, 4],
    ] as const) {
      expect(await postForm(baseUrl, pathname, fields)).toMatch(/[CQ]-\d{4}-\d{6}/);
      const deadline = Date.now() + 1_000;
      while (emails().length < expected && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(emails(), `emails after ${pathname}`).toHaveLength(expected);
    }
  });

  it("a product created, renamed and deactivated through /api/admin/products changes /products counts and options on the next request", async () => {
    const admin = async (method: string, pathname: string, body?: unknown) => {
      const response = await fetch(baseUrl + pathname, {
        method,
        headers: { Cookie: `staff_session=${sessionToken}`, Origin: baseUrl, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };
    const page = async (query: string) => (await fetch(`${baseUrl}/products${query}`)).text();
    const found = async (query: string) => /data-testid="text-found">([^<]*)</.exec(await page(query))?.[1];
    const subcategoryOffered = async () =>
      (await page("?category=Equipments")).includes(`<option value="${product.subcategory}">`);

    // Read first, so the summaries are remembered before each change.
    expect(await found("")).toBe("358 of 358 products found");
    expect(await found("?q=zyxquor")).toBe("0 of 358 products found");
    expect(await subcategoryOffered()).toBe(false);

    const created = await admin("POST", "/api/admin/products", product);
    expect(created.status).toBe(201);
    expect(await found("")).toBe("359 of 359 products found");
    expect(await found("?q=zyxquor")).toBe("1 of 359 products found");
    expect(await subcategoryOffered()).toBe(true);

    const renamed = await admin("PUT", `/api/admin/products/${created.json.id}`, {
      ...product,
      name: "Plovtrane Scrubber",
      expectedUpdatedAt: created.json.updatedAt,
    });
    expect(renamed.status).toBe(200);
    expect(await found("?q=zyxquor")).toBe("0 of 359 products found");

    expect((await admin("POST", `/api/admin/products/${created.json.id}/deactivate`)).status).toBe(200);
    expect(await found("")).toBe("358 of 358 products found");
    expect(await subcategoryOffered()).toBe(false);
  });
});
