import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, products } from "~server/db/schema";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { publicGet, signedInAdmin, type AdminClient } from "./admin-catalogue-support";

const product = {
  name: "Admin Test Scrubber 5000",
  brand: "nordvac",
  category: "Equipments",
  subcategory: "Floor Cleaning Machines",
  description: "A scrubber created by the back-office test.",
  features: ["Quiet motor", "Long battery"],
  specifications: "Power: 1200 W\nWeight: 40 kg",
  imageUrl: "/attached_assets/placeholder-product.svg",
  productUrl: "https://nordvac.example/scrubber-5000",
  serialNumber: "AT-5000",
  price: "1250.5",
};

describe.each(DRIVERS)("/api/admin/products on %s", (driver) => {
  let server: TestServer;
  let admin: AdminClient;
  let staffEmail: string;

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    const signedIn = await signedInAdmin(server);
    admin = signedIn.client;
    staffEmail = signedIn.email;
  });
  afterAll(async () => {
    await server?.close();
  });

  const auditRows = (id: string) =>
    server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.createdAt);
  const sitemap = async () => (await publicGet(server, "/sitemap.xml")).text;
  const publicIds = async () =>
    ((await publicGet(server, "/api/products")).json as Array<{ id: string }>).map((row) => row.id);

  it("refuses anonymous and cross-origin requests", async () => {
    expect((await publicGet(server, "/api/admin/products")).status).toBe(401);
    const anonymous = await fetch(`${server.baseUrl}/api/admin/products`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.baseUrl },
      body: JSON.stringify(product),
    });
    expect(anonymous.status).toBe(401);
    const crossSite = await fetch(`${server.baseUrl}/api/admin/products`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify(product),
    });
    expect(crossSite.status).toBe(403);
    expect(await server.database.db.select().from(products).where(eq(products.name, product.name))).toHaveLength(0);
  });

  it("creates a product with every field, the brand's own spelling and an audit row; it is public at once", async () => {
    const created = await admin("POST", "/api/admin/products", product);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: product.name,
      brand: "Nordvac",
      features: product.features,
      specifications: product.specifications,
      price: "1250.50",
      isActive: true,
      serialNumber: "AT-5000",
    });
    const id = created.json.id as string;
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ action: "create", actorEmail: staffEmail });
    expect(audit!.changes!.name).toEqual([null, product.name]);

    expect(await publicIds()).toContain(id);
    expect((await publicGet(server, `/products/${id}`)).status).toBe(200);
    expect(await sitemap()).toContain(`/products/${id}`);
    const category = await publicGet(server, "/category/equipments/floor-cleaning-machines?q=Admin%20Test%20Scrubber");
    expect(category.text).toContain(product.name);
  });

  it("deactivates a product: gone from the API, its page, the sitemap and the category page at once; activates it again", async () => {
    const { json: created } = await admin("POST", "/api/admin/products", {
      ...product,
      name: "Admin Test Vanishing Vacuum",
    });
    const id = created.id as string;
    // Warm the summary cache so a stale count would show.
    await publicGet(server, "/products");
    const deactivated = await admin("POST", `/api/admin/products/${id}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect(deactivated.json.isActive).toBe(false);
    expect(await publicIds()).not.toContain(id);
    expect((await publicGet(server, `/products/${id}`)).status).toBe(404);
    expect(await sitemap()).not.toContain(`/products/${id}`);
    expect((await publicGet(server, "/category/equipments/floor-cleaning-machines?q=Vanishing")).text).not.toContain(
      "Admin Test Vanishing Vacuum",
    );
    const actions = (await auditRows(id)).map((row) => row.action);
    expect(actions).toEqual(["create", "deactivate"]);

    expect((await admin("POST", `/api/admin/products/${id}/activate`)).json.isActive).toBe(true);
    expect(await publicIds()).toContain(id);
  });

  it("updates with the version it started from, records what changed, and refuses a stale save", async () => {
    const { json: created } = await admin("POST", "/api/admin/products", { ...product, name: "Admin Test Editable" });
    const id = created.id as string;
    const first = await admin("PUT", `/api/admin/products/${id}`, {
      ...product,
      name: "Admin Test Edited",
      features: ["Quiet motor"],
      expectedUpdatedAt: created.updatedAt,
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ name: "Admin Test Edited", features: ["Quiet motor"], isActive: true });
    const stale = await admin("PUT", `/api/admin/products/${id}`, {
      ...product,
      name: "Admin Test Overwrite",
      expectedUpdatedAt: created.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/someone else saved/i);
    const [row] = await server.database.db.select().from(products).where(eq(products.id, id));
    expect(row!.name).toBe("Admin Test Edited");
    const rows = await auditRows(id);
    expect(rows.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(rows[1]!.changes).toEqual({
      name: ["Admin Test Editable", "Admin Test Edited"],
      features: [["Quiet motor", "Long battery"], ["Quiet motor"]],
    });
  });

  it("answers bad input with 400 and field messages, writing nothing", async () => {
    const before = (await server.database.db.select({ id: products.id }).from(products)).length;
    const bad = await admin("POST", "/api/admin/products", {
      name: "",
      brand: "Nordvac",
      category: "Toys",
      imageUrl: "javascript:alert(1)",
      price: "-3",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toEqual(expect.any(String));
    expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(["name", "category", "imageUrl", "price"]));
    expect((await admin("POST", "/api/admin/products", "not json")).status).toBe(400);
    expect(
      (
        await admin("PUT", `/api/admin/products/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}`, {
          ...product,
          expectedUpdatedAt: new Date().toISOString(),
        })
      ).status,
    ).toBe(404);
    expect((await admin("PUT", "/api/admin/products/not-a-uuid", { ...product })).status).toBe(400);
    expect((await admin("GET", "/api/admin/products/not-a-uuid")).status).toBe(404);
    expect((await server.database.db.select({ id: products.id }).from(products)).length).toBe(before);
  });

  it("duplicates as an inactive copy named (copy), recorded as created from the original", async () => {
    const { json: created } = await admin("POST", "/api/admin/products", { ...product, name: "Admin Test Original" });
    const copy = await admin("POST", `/api/admin/products/${created.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({
      name: "Admin Test Original (copy)",
      isActive: false,
      features: product.features,
      brand: "Nordvac",
    });
    expect(copy.json.id).not.toBe(created.id);
    expect(await publicIds()).not.toContain(copy.json.id);
    const [audit] = await auditRows(copy.json.id);
    expect(audit!.changes!.duplicatedFrom).toEqual([null, created.id]);
  });

  it("deletes only with the exact name, keeps the audit row with the id", async () => {
    const { json: created } = await admin("POST", "/api/admin/products", { ...product, name: "Admin Test Doomed" });
    const refused = await admin("DELETE", `/api/admin/products/${created.id}`, { confirmName: "admin test doomed" });
    expect(refused.status).toBe(400);
    expect((await admin("DELETE", `/api/admin/products/${created.id}`, {})).status).toBe(400);
    expect((await admin("GET", `/api/admin/products/${created.id}`)).status).toBe(200);
    const deleted = await admin("DELETE", `/api/admin/products/${created.id}`, { confirmName: "Admin Test Doomed" });
    expect(deleted.status).toBe(200);
    expect((await admin("GET", `/api/admin/products/${created.id}`)).status).toBe(404);
    const rows = await auditRows(created.id);
    expect(rows.map((row) => row.action)).toEqual(["create", "delete"]);
    expect(rows[1]!.changes!.name).toEqual(["Admin Test Doomed", null]);
  });

  it("lists with search, filters and paging, and shows the history on the product", async () => {
    const list = await admin("GET", "/api/admin/products?q=Admin%20Test&status=inactive");
    expect(list.status).toBe(200);
    expect(list.json.rows.length).toBeGreaterThan(0);
    expect(
      list.json.rows.every(
        (row: { isActive: boolean; name: string }) => !row.isActive && row.name.includes("Admin Test"),
      ),
    ).toBe(true);
    const all = await admin("GET", "/api/admin/products?category=Equipments&page=2");
    expect(all.json.page).toBe(2);
    expect(all.json.rows).toHaveLength(25);
    expect(all.json.total).toBeGreaterThan(50);
    const brandOnly = await admin("GET", "/api/admin/products?brand=NORDVAC");
    expect(brandOnly.json.rows.every((row: { brand: string }) => row.brand === "Nordvac")).toBe(true);
    const detail = await admin("GET", `/api/admin/products/${list.json.rows[0].id}`);
    expect(detail.json.history.length).toBeGreaterThan(0);
  });
});

describe.each(DRIVERS)("the product pages' forms without JavaScript on %s", (driver) => {
  let server: TestServer;
  let admin: AdminClient;

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    admin = (await signedInAdmin(server)).client;
  });
  afterAll(async () => {
    await server?.close();
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it("answers a form with mistakes with 400, the messages next to the fields and the text kept; nothing is stored", async () => {
    const answer = await admin(
      "POST",
      "/admin/products/new",
      form({
        name: "",
        brand: "Nordvac",
        category: "Equipments",
        description: "Kept text",
        price: "abc",
        isActive: "on",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('data-testid="error-name"');
    expect(answer.text).toContain("Enter the product name");
    expect(answer.text).toContain("Enter a price like 1250.00");
    expect(answer.text).toContain("Kept text");
    expect(await server.database.db.select().from(products).where(eq(products.description, "Kept text"))).toHaveLength(
      0,
    );
  });

  it("creates with a redirect to the new product, and refuses a stale save from an old page with 409", async () => {
    const created = await admin(
      "POST",
      "/admin/products/new",
      form({
        name: "Form Made Mop",
        brand: "Mopwerk",
        category: "Cleaning Tools & Accessories",
        subcategory: "A brand new subcategory",
        features: "Light\nStrong",
        isActive: "on",
      }),
    );
    expect(created.status).toBe(302);
    const [row] = await server.database.db.select().from(products).where(eq(products.name, "Form Made Mop"));
    expect(row).toMatchObject({
      subcategory: "A brand new subcategory",
      features: ["Light", "Strong"],
      isActive: true,
    });
    const oldVersion = new Date(row!.updatedAt).toISOString();
    const fields = {
      intent: "save",
      name: "Form Made Mop",
      brand: "Mopwerk",
      category: "Cleaning Tools & Accessories",
      expectedUpdatedAt: oldVersion,
      isActive: "on",
    };
    expect((await admin("POST", `/admin/products/${row!.id}`, form({ ...fields, serialNumber: "ONE" }))).status).toBe(
      302,
    );
    const stale = await admin("POST", `/admin/products/${row!.id}`, form({ ...fields, serialNumber: "TWO" }));
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("Someone else saved a change");
    const [after] = await server.database.db.select().from(products).where(eq(products.id, row!.id));
    expect(after!.serialNumber).toBe("ONE");
    const page = await admin("GET", `/admin/products/${row!.id}`);
    expect(page.text.replace(/<!-- -->/g, "")).toContain("Serial number:</span> <bdi>(empty)</bdi> → <bdi>ONE</bdi>");
  });

  it("answers an unknown product with 404", async () => {
    expect((await admin("GET", "/admin/products/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await admin("GET", "/admin/brands/nope")).status).toBe(404);
  });
});
