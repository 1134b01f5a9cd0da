import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { findProductPage } from "~server/catalogue/products";
import { brands, products } from "~server/db/schema";
import { withDerivedFacts } from "~server/catalogue/derived-facts";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

// The product page's one prepared query, and the catalogue's page size and page number read from the URL.
describe.each(DRIVERS)("catalogue pages on %s", (driver) => {
  let server: TestServer;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    const db = server.database.db;
    await db.insert(brands).values([{ name: "Retired Brand", description: "Gone", isActive: false }]);
    const rows = await db
      .insert(products)
      .values(
        [
          { name: "Branded Mop", brand: "Nordvac", category: "Equipments" },
          { name: "Orphan Mop", brand: "No Such Brand", category: "Equipments" },
          { name: "Lower-case Mop", brand: "nordvac", category: "Equipments" },
          { name: "Retired Mop", brand: "Retired Brand", category: "Equipments" },
          { name: "Hidden Mop", brand: "Nordvac", category: "Equipments", isActive: false },
        ].map(withDerivedFacts),
      )
      .returning({ id: products.id, name: products.name });
    for (const row of rows) ids[row.name] = row.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("reads a product with the active brand of exactly its name, in one query", async () => {
    const db = server.database.db;
    const [nordvac] = await db.select().from(brands).where(eq(brands.name, "Nordvac"));
    const branded = await findProductPage(db, ids["Branded Mop"]!);
    expect(branded?.product.name).toBe("Branded Mop");
    expect(branded?.brand).toMatchObject({
      id: nordvac!.id,
      name: "Nordvac",
      description: nordvac!.description,
      logoUrl: nordvac!.logoUrl,
    });
    expect((await findProductPage(db, ids["Orphan Mop"]!))?.brand).toBeNull();
    expect((await findProductPage(db, ids["Lower-case Mop"]!))?.brand).toBeNull();
    expect((await findProductPage(db, ids["Retired Mop"]!))?.brand).toBeNull();
    expect(await findProductPage(db, ids["Hidden Mop"]!)).toBeUndefined();
    expect(await findProductPage(db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await findProductPage(db, "not-a-uuid")).toBeUndefined();
  });

  it("renders the product page with its brand section, and 404 for a hidden product", async () => {
    const branded = await (await fetch(`${server.baseUrl}/products/${ids["Branded Mop"]}`)).text();
    expect(branded).toContain("Branded Mop");
    expect(branded).toContain('data-testid="about-brand"');
    const orphan = await (await fetch(`${server.baseUrl}/products/${ids["Orphan Mop"]}`)).text();
    expect(orphan).not.toContain('data-testid="about-brand"');
    expect((await fetch(`${server.baseUrl}/products/${ids["Hidden Mop"]}`)).status).toBe(404);
  });

  const cards = (html: string) => html.match(/aria-label="View Details: /g)?.length ?? 0;
  const displaying = (html: string) => /data-testid="text-displaying"[^>]*>([^<]*)</.exec(html)?.[1];

  it.each([
    ["/products", 24],
    ["/products?size=12", 12],
    ["/products?size=48&page=2", 96],
    ["/products?size=7", 24],
  ])("%s shows %i cards and says so", async (path, shown) => {
    const html = await (await fetch(`${server.baseUrl}${path}`)).text();
    expect(cards(html)).toBe(shown);
    expect(displaying(html)).toBe(`Displaying ${shown} of 362 products`);
  });

  it("keeps the page size in the Show More link", async () => {
    const html = await (await fetch(`${server.baseUrl}/products?size=12&q=mop`)).text();
    expect(html).toMatch(/href="\/products\?q=mop&amp;size=12&amp;page=2"/);
  });
});
