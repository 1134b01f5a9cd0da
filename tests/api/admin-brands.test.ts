import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, brands, products } from "~server/db/schema";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { publicGet, signedInAdmin, type AdminClient } from "./admin-catalogue-support";

describe.each(DRIVERS)("/api/admin/brands on %s", (driver) => {
  let server: TestServer;
  let admin: AdminClient;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    admin = (await signedInAdmin(server)).client;
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.database.db;
  const productsNamed = async (brand: string) =>
    (await db().select({ id: products.id }).from(products).where(eq(products.brand, brand))).length;
  const publicBrandNames = async () =>
    ((await publicGet(server, "/api/brands")).json as Array<{ name: string }>).map((row) => row.name);

  async function brandWithProducts(name: string, count: number) {
    const created = await admin("POST", "/api/admin/brands", {
      name,
      website: "https://brand.example",
      description: "Test brand.",
    });
    expect(created.status).toBe(201);
    for (let index = 0; index < count; index++) {
      const response = await admin("POST", "/api/admin/products", {
        name: `${name} product ${index}`,
        brand: name,
        category: "Chemicals",
      });
      expect(response.status).toBe(201);
    }
    return created.json as { id: string; updatedAt: string; name: string };
  }

  it("creates a brand and refuses the same name in other capitals with a clear message", async () => {
    const created = await admin("POST", "/api/admin/brands", {
      name: "Brightline",
      logoUrl: "/attached_assets/logos/nordvac.svg",
    });
    expect(created.status).toBe(201);
    expect(await publicBrandNames()).toContain("Brightline");
    const clash = await admin("POST", "/api/admin/brands", { name: "BRIGHTLINE" });
    expect(clash.status).toBe(409);
    expect(clash.json.message).toContain('A brand named "Brightline" already exists');
    expect(clash.json.errors.name).toHaveLength(1);
    const invalid = await admin("POST", "/api/admin/brands", { name: "", website: "brightline.com" });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.errors)).toEqual(expect.arrayContaining(["name", "website"]));
  });

  it("renames the brand on its products in the same save, with an audit row for each", async () => {
    const brand = await brandWithProducts("Renamia", 3);
    const detail = await admin("GET", `/api/admin/brands/${brand.id}`);
    expect(detail.json.productCount).toBe(3);
    const renamed = await admin("PUT", `/api/admin/brands/${brand.id}`, {
      name: "Renamia Pro",
      website: "https://brand.example",
      expectedUpdatedAt: brand.updatedAt,
      renameProducts: true,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: "Renamia Pro", renamedProducts: 3 });
    expect(await productsNamed("Renamia")).toBe(0);
    expect(await productsNamed("Renamia Pro")).toBe(3);
    const [brandAudit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, brand.id), eq(auditLog.action, "update")));
    expect(brandAudit!.changes).toMatchObject({
      name: ["Renamia", "Renamia Pro"],
      description: ["Test brand.", null],
      productsRenamed: [null, 3],
    });
    const productAudits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), sql`${auditLog.changes} -> 'brand' ->> 1 = 'Renamia Pro'`));
    expect(productAudits).toHaveLength(3);
  });

  it("leaves products alone when the rename is not carried over", async () => {
    const brand = await brandWithProducts("Keepname", 2);
    const renamed = await admin("PUT", `/api/admin/brands/${brand.id}`, {
      name: "Keepname Global",
      expectedUpdatedAt: brand.updatedAt,
      renameProducts: false,
    });
    expect(renamed.json.renamedProducts).toBe(0);
    expect(await productsNamed("Keepname")).toBe(2);
  });

  it("rolls the whole rename back when any part of it fails", async () => {
    const brand = await brandWithProducts("Atomica", 2);
    // Make the second product's audit row fail, after the brand and the products were updated.
    await db().execute(
      sql.raw(`
      create function fail_atomica_audit() returns trigger language plpgsql as $$
      begin
        if new.entity_type = 'product' and new.changes -> 'brand' ->> 1 = 'Atomica Two' then raise exception 'forced failure'; end if;
        return new;
      end $$`),
    );
    await db().execute(
      sql.raw(
        "create trigger fail_atomica_audit before insert on audit_log for each row execute function fail_atomica_audit()",
      ),
    );
    try {
      const failed = await admin("PUT", `/api/admin/brands/${brand.id}`, {
        name: "Atomica Two",
        expectedUpdatedAt: brand.updatedAt,
        renameProducts: true,
      });
      expect(failed.status).toBe(503);
      expect(failed.json.message).toContain("nothing was changed");
    } finally {
      await db().execute(sql.raw("drop trigger fail_atomica_audit on audit_log"));
      await db().execute(sql.raw("drop function fail_atomica_audit()"));
    }
    const [row] = await db().select().from(brands).where(eq(brands.id, brand.id));
    expect(row!.name).toBe("Atomica");
    expect(await productsNamed("Atomica")).toBe(2);
    expect(await productsNamed("Atomica Two")).toBe(0);
  });

  it("refuses a stale save and a rename onto another brand's name", async () => {
    const brand = await brandWithProducts("Stalebrand", 0);
    const first = await admin("PUT", `/api/admin/brands/${brand.id}`, {
      name: "Stalebrand",
      description: "New text",
      expectedUpdatedAt: brand.updatedAt,
    });
    expect(first.status).toBe(200);
    const stale = await admin("PUT", `/api/admin/brands/${brand.id}`, {
      name: "Stalebrand",
      description: "Old view",
      expectedUpdatedAt: brand.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/someone else saved/i);
    const clash = await admin("PUT", `/api/admin/brands/${brand.id}`, {
      name: "nordvac",
      expectedUpdatedAt: first.json.updatedAt,
    });
    expect(clash.status).toBe(409);
    expect(clash.json.message).toContain('"Nordvac"');
  });

  it("deactivating hides the brand from public lists while its products stay; activating brings it back", async () => {
    const brand = await brandWithProducts("Hideaway", 1);
    expect(await publicBrandNames()).toContain("Hideaway");
    const off = await admin("POST", `/api/admin/brands/${brand.id}/deactivate`);
    expect(off.json.isActive).toBe(false);
    expect(await publicBrandNames()).not.toContain("Hideaway");
    const publicProducts = (await publicGet(server, "/api/products")).json as Array<{ brand: string }>;
    expect(publicProducts.some((row) => row.brand === "Hideaway")).toBe(true);
    await admin("POST", `/api/admin/brands/${brand.id}/activate`);
    expect(await publicBrandNames()).toContain("Hideaway");
    const actions = (
      await db().select().from(auditLog).where(eq(auditLog.entityId, brand.id)).orderBy(auditLog.createdAt)
    ).map((row) => row.action);
    expect(actions).toEqual(["create", "deactivate", "activate"]);
  });

  it("deletes only with the exact name and keeps the history", async () => {
    const brand = await brandWithProducts("Goneco", 0);
    expect((await admin("DELETE", `/api/admin/brands/${brand.id}`, { confirmName: "Gone" })).status).toBe(400);
    expect((await admin("DELETE", `/api/admin/brands/${brand.id}`, { confirmName: "Goneco" })).status).toBe(200);
    expect((await admin("GET", `/api/admin/brands/${brand.id}`)).status).toBe(404);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.entityId, brand.id))).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(["create", "delete"]);
  });

  it("lists brands with their product counts", async () => {
    const list = await admin("GET", "/api/admin/brands?q=nord");
    expect(list.json.rows[0]).toMatchObject({ name: "Nordvac", isActive: true });
    expect(list.json.rows[0].productCount).toBeGreaterThan(0);
  });
});
