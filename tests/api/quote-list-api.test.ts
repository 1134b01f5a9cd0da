/** Issue 17: the quote list's JSON API on its cookie, on both databases: limits, bad input (4xx, never 500), cookies. */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUOTE_LIST_MESSAGES } from "~/content/quote-list-messages";
import { products } from "~server/db/schema";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

interface ListBody {
  lines: Array<{
    productId: string;
    quantity: number;
    note: string | null;
    isActive: boolean;
    serialNumber: string | null;
  }>;
  count: number;
}

/** A client with its own cookie jar (one cookie: the list's). */
function visitor(server: TestServer) {
  let cookie: string | undefined;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(server.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0];
    const text = await response.text();
    let json: Record<string, unknown> | undefined;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, setCookie };
  };
  return {
    call,
    get cookie() {
      return cookie;
    },
    list: async () => (await call("GET", "/api/quote-list")).json as unknown as ListBody,
  };
}

describe.each(DRIVERS)("/api/quote-list on %s", (driver) => {
  let server: TestServer;
  let ids: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ driver });
    ids = (
      await server.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.name))
        .limit(101)
    ).map((row) => row.id);
    expect(ids).toHaveLength(101);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("starts without a list (no cookie), adds with an HttpOnly, SameSite=Lax cookie, and reads the lines back", async () => {
    const buyer = visitor(server);
    const empty = await buyer.call("GET", "/api/quote-list");
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ lines: [], count: 0 });
    expect(empty.setCookie).toBeNull();
    expect(empty.headers.get("cache-control")).toBe("private, no-store");

    const added = await buyer.call("POST", "/api/quote-list", { productId: ids[0], quantity: 3, note: "Blue" });
    expect(added.status).toBe(200);
    expect(added.setCookie).toMatch(/^quote_list=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    expect(added.json).toMatchObject({
      count: 1,
      lines: [{ productId: ids[0], quantity: 3, note: "Blue", isActive: true }],
    });

    // The same product again adds up; quantity defaults to 1.
    await buyer.call("POST", "/api/quote-list", { productId: ids[0] });
    await buyer.call("POST", "/api/quote-list", { items: [{ productId: ids[1], quantity: 2 }] });
    const list = await buyer.list();
    expect(list.count).toBe(2);
    expect(list.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [ids[0], 4],
      [ids[1], 2],
    ]);
  });

  it("keeps one list per cookie", async () => {
    const first = visitor(server);
    const second = visitor(server);
    await first.call("POST", "/api/quote-list", { productId: ids[2] });
    await second.call("POST", "/api/quote-list", { items: [{ productId: ids[3] }, { productId: ids[4] }] });
    expect(first.cookie).not.toEqual(second.cookie);
    expect((await first.list()).lines.map((line) => line.productId)).toEqual([ids[2]]);
    expect((await second.list()).count).toBe(2);
    // A made-up cookie is no list.
    const stranger = await fetch(`${server.baseUrl}/api/quote-list`, {
      headers: { Cookie: `quote_list=${"A".repeat(43)}` },
    });
    expect(await stranger.json()).toEqual({ lines: [], count: 0 });
  });

  it('refuses bad quantities (0, 1.5, 100001, "abc") and long notes with 400 and a message, changing nothing', async () => {
    const buyer = visitor(server);
    await buyer.call("POST", "/api/quote-list", { productId: ids[5], quantity: 2 });
    for (const quantity of [0, 1.5, 100_001, "abc", -1, "", null]) {
      const response = await buyer.call("POST", "/api/quote-list", { productId: ids[6], quantity });
      expect(response.status, JSON.stringify(quantity)).toBe(400);
      expect(response.json).toEqual({ message: QUOTE_LIST_MESSAGES.en.quantity });
      const patched = await buyer.call("PATCH", `/api/quote-list/${ids[5]}`, { quantity });
      expect(patched.status, JSON.stringify(quantity)).toBe(400);
      expect(patched.json).toEqual({ message: QUOTE_LIST_MESSAGES.en.quantity });
    }
    const longNote = await buyer.call("POST", "/api/quote-list", { productId: ids[6], note: "n".repeat(501) });
    expect(longNote.status).toBe(400);
    expect(longNote.json).toEqual({ message: QUOTE_LIST_MESSAGES.en.noteTooLong });
    const longPatch = await buyer.call("PATCH", `/api/quote-list/${ids[5]}`, { note: "n".repeat(501) });
    expect(longPatch.status).toBe(400);
    expect((await buyer.list()).lines).toEqual([
      expect.objectContaining({ productId: ids[5], quantity: 2, note: null }),
    ]);
    // 500 characters and 100000 are fine.
    const edge = await buyer.call("PATCH", `/api/quote-list/${ids[5]}`, { quantity: 100_000, note: "n".repeat(500) });
    expect(edge.status).toBe(200);
    expect((await buyer.list()).lines[0]).toMatchObject({ quantity: 100_000, note: "n".repeat(500) });
  });

  it("refuses unknown and inactive products (404, 422) and a body that is not JSON", async () => {
    const buyer = visitor(server);
    const unknown = await buyer.call("POST", "/api/quote-list", { productId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: QUOTE_LIST_MESSAGES.en.unknownProduct });
    const malformed = await buyer.call("POST", "/api/quote-list", { productId: "not-a-uuid'; drop table products" });
    expect(malformed.status).toBe(404);
    // All or nothing: one unknown product in a batch adds none.
    const batch = await buyer.call("POST", "/api/quote-list", {
      items: [{ productId: ids[7] }, { productId: "00000000-0000-4000-8000-000000000000" }],
    });
    expect(batch.status).toBe(404);
    expect((await buyer.list()).count).toBe(0);

    const [inactive] = await server.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, false))
      .limit(1);
    const inactiveId =
      inactive?.id ??
      (
        await server.database.db
          .update(products)
          .set({ isActive: false })
          .where(eq(products.id, ids[100]!))
          .returning({ id: products.id })
      )[0]!.id;
    const refused = await buyer.call("POST", "/api/quote-list", { productId: inactiveId });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ message: QUOTE_LIST_MESSAGES.en.inactiveProduct, productId: inactiveId });
    await server.database.db.update(products).set({ isActive: true }).where(eq(products.id, ids[100]!));

    const text = await buyer.call("POST", "/api/quote-list", "productId=x", { "Content-Type": "text/plain" });
    expect(text.status).toBe(415);
    const broken = await buyer.call("POST", "/api/quote-list", "{", {});
    expect(broken.status).toBe(400);
    expect(broken.json).toHaveProperty("message");
    const array = await buyer.call("POST", "/api/quote-list", [ids[0]]);
    expect(array.status).toBe(400);
  });

  it("holds 100 lines and refuses the 101st with 409", async () => {
    const buyer = visitor(server);
    const hundred = await buyer.call("POST", "/api/quote-list", {
      items: ids.slice(0, 100).map((productId) => ({ productId, quantity: 1 })),
    });
    expect(hundred.status).toBe(200);
    expect(hundred.json).toMatchObject({ count: 100 });
    const full = await buyer.call("POST", "/api/quote-list", { productId: ids[100] });
    expect(full.status).toBe(409);
    expect(full.json).toEqual({ message: QUOTE_LIST_MESSAGES.en.listFull });
    // A product already in the list can still get more.
    expect((await buyer.call("POST", "/api/quote-list", { productId: ids[0], quantity: 2 })).status).toBe(200);
    const tooMany = await buyer.call("POST", "/api/quote-list", {
      items: ids.slice(0, 101).map((productId) => ({ productId })),
    });
    expect(tooMany.status).toBe(400);
    expect((await buyer.list()).count).toBe(100);
  });

  it("updates, removes one line, clears the list; unknown lines answer 404", async () => {
    const buyer = visitor(server);
    expect((await buyer.call("DELETE", `/api/quote-list/${ids[8]}`)).status).toBe(404);
    await buyer.call("POST", "/api/quote-list", {
      items: [{ productId: ids[8] }, { productId: ids[9] }, { productId: ids[10] }],
    });
    const updated = await buyer.call("PATCH", `/api/quote-list/${ids[8]}`, { quantity: 7, note: "For the lobby" });
    expect(updated.status).toBe(200);
    expect((updated.json as unknown as ListBody).lines[0]).toMatchObject({ quantity: 7, note: "For the lobby" });
    expect((await buyer.call("PATCH", `/api/quote-list/${ids[8]}`, {})).status).toBe(400);
    expect((await buyer.call("PATCH", `/api/quote-list/${ids[20]}`, { quantity: 2 })).status).toBe(404);
    expect((await buyer.call("PATCH", "/api/quote-list/nonsense", { quantity: 2 })).status).toBe(404);

    const removed = await buyer.call("DELETE", `/api/quote-list/${ids[9]}`);
    expect(removed.status).toBe(200);
    expect((removed.json as unknown as ListBody).lines.map((line) => line.productId)).toEqual([ids[8], ids[10]]);
    expect((await buyer.call("DELETE", `/api/quote-list/${ids[9]}`)).status).toBe(404);

    const cleared = await buyer.call("DELETE", "/api/quote-list");
    expect(cleared.status).toBe(200);
    expect(cleared.json).toEqual({ lines: [], count: 0 });
    expect(await buyer.list()).toEqual({ lines: [], count: 0 });
    expect((await buyer.call("PUT", "/api/quote-list", {})).status).toBe(405);
  });

  it("shows a product deactivated after it was added as inactive", async () => {
    const buyer = visitor(server);
    await buyer.call("POST", "/api/quote-list", { items: [{ productId: ids[11] }, { productId: ids[12] }] });
    await server.database.db.update(products).set({ isActive: false }).where(eq(products.id, ids[12]!));
    try {
      const list = await buyer.list();
      expect(list.lines.map((line) => [line.productId, line.isActive])).toEqual([
        [ids[11], true],
        [ids[12], false],
      ]);
      // Its quantity can no longer be raised by adding it again.
      expect((await buyer.call("POST", "/api/quote-list", { productId: ids[12] })).status).toBe(422);
      expect((await buyer.list()).lines[1]).toMatchObject({ productId: ids[12], quantity: 1, isActive: false });
    } finally {
      await server.database.db.update(products).set({ isActive: true }).where(eq(products.id, ids[12]!));
    }
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    const secure = await startTestServer({ driver, env: { PUBLIC_BASE_URL: "https://shop.example" } });
    try {
      const buyer = visitor(secure);
      const [product] = await secure.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.isActive, true))
        .limit(1);
      const added = await buyer.call("POST", "/api/quote-list", { productId: product!.id });
      expect(added.status).toBe(200);
      expect(added.setCookie).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure$/);
    } finally {
      await secure.close();
    }
  });
});

describe.each(DRIVERS)("the /quote-list page and its forms on %s", (driver) => {
  let server: TestServer;
  let ids: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    ids = (
      await server.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.name))
        .limit(3)
    ).map((row) => row.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (fields: Record<string, string>, cookie?: string) =>
    fetch(`${server.baseUrl}/quote-list`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields),
    });

  it("a plain Add to Quote form comes back to its page with ?quote_list=added and the list's cookie", async () => {
    const added = await post({ intent: "add", productId: ids[0]!, quantity: "2", returnTo: "/products?q=bin" });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/products?q=bin&quote_list=added");
    const cookie = added.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toMatch(/^quote_list=/);

    // Another site is never a destination; a refusal comes back with its code.
    const offsite = await post({ intent: "add", productId: ids[1]!, returnTo: "//evil.example/x" }, cookie);
    expect(offsite.headers.get("location")).toBe("/quote-list?quote_list=added");
    const bad = await post({ intent: "add", productId: ids[2]!, quantity: "1.5", returnTo: "/products" }, cookie);
    expect(bad.headers.get("location")).toBe("/products?quote_list=quantity");

    const page = await fetch(`${server.baseUrl}/products?quote_list=added`, { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain("Added to your quote list.");
    expect(html).toMatch(/Quote List(<!-- -->)? \(<span[^>]*>2<\/span>\)/);
  });

  it("shows the lines, flags a withdrawn product, answers a bad quantity with a field message, removes and clears", async () => {
    const first = await post({ intent: "add", productId: ids[0]!, returnTo: "/" });
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    await post({ intent: "add", productId: ids[1]!, returnTo: "/" }, cookie);
    await server.database.db.update(products).set({ isActive: false }).where(eq(products.id, ids[1]!));
    try {
      const page = await fetch(`${server.baseUrl}/quote-list`, { headers: { Cookie: cookie } });
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain("Your Quote List");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html.match(/data-testid="quote-list-line"/g)).toHaveLength(2);
      expect(html.match(/data-inactive="true"/g)).toHaveLength(1);
      expect(html).toContain("No longer available");
      expect(html).toContain("They cannot be sent");
    } finally {
      await server.database.db.update(products).set({ isActive: true }).where(eq(products.id, ids[1]!));
    }

    const refused = await post({ intent: "update", productId: ids[0]!, quantity: "0", note: "" }, cookie);
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain(QUOTE_LIST_MESSAGES.en.quantity);
    expect(refusedHtml).toContain('aria-invalid="true"');

    const updated = await post({ intent: "update", productId: ids[0]!, quantity: "7", note: "Blue" }, cookie);
    expect(updated.status).toBe(200);
    expect(await updated.text()).toContain("Your quote list was updated.");
    const removed = await post({ intent: "remove", productId: ids[1]! }, cookie);
    expect(await removed.text()).toContain("The product was removed from your quote list.");
    const cleared = await post({ intent: "clear" }, cookie);
    const clearedHtml = await cleared.text();
    expect(clearedHtml).toContain("Your quote list is empty.");
    expect(clearedHtml).toContain('href="/products"');
  });
});
