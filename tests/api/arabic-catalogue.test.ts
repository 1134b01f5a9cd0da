/** Issue 18: the catalogue API in the Arabic edition (`locale=ar`), the same shape as the English default (spec 7.2). */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, products } from "~server/db/schema";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

const SPEC_KEYS = [
  "brand",
  "category",
  "description",
  "features",
  "id",
  "imageUrl",
  "name",
  "serialNumber",
  "specifications",
  "subcategory",
];

const ARABIC = {
  nameAr: "ماكينة تنظيف الأرضيات الاختبارية",
  descriptionAr: "ماكينة لتنظيف الأرضيات وتجفيفها في خطوة واحدة.",
  featuresAr: ["محرك هادئ", "بطارية تدوم طويلاً"],
  specificationsAr: "القدرة: 1200 واط\nالوزن: 40 كغ",
};

async function getJson(server: TestServer, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, json: (await response.json()) as unknown };
}

describe.each(DRIVERS)("the Arabic catalogue API on %s", (driver) => {
  let server: TestServer;
  let translated: ProductSummary;
  let untranslated: ProductSummary;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    const { db } = server.database;
    const rows = await db.select().from(products).orderBy(asc(products.name)).limit(2);
    // The test's own Arabic, whatever the demo catalogue holds: one product fully translated, one with none at all
    // (blank Arabic counts as none).
    await db.update(products).set(ARABIC).where(eq(products.id, rows[0]!.id));
    await db
      .update(products)
      .set({ nameAr: "  ", descriptionAr: null, featuresAr: [], specificationsAr: null })
      .where(eq(products.id, rows[1]!.id));
    const english = (await getJson(server, "/api/products")).json as ProductSummary[];
    translated = english.find((product) => product.id === rows[0]!.id)!;
    untranslated = english.find((product) => product.id === rows[1]!.id)!;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers English by default and for locale=en, without the Arabic columns", async () => {
    const byDefault = (await getJson(server, "/api/products")).json as ProductSummary[];
    const english = (await getJson(server, "/api/products?locale=en")).json as ProductSummary[];
    expect(english).toEqual(byDefault);
    expect(Object.keys(translated).sort()).toEqual(SPEC_KEYS);
    expect(translated.name).not.toBe(ARABIC.nameAr);
    expect(translated.description).not.toBe(ARABIC.descriptionAr);
  });

  it("answers the Arabic texts for locale=ar in the same shape, the English where none is written", async () => {
    const { status, json } = await getJson(server, "/api/products?locale=ar");
    expect(status).toBe(200);
    const arabic = json as ProductSummary[];
    expect(arabic.map((product) => product.id)).toEqual(
      ((await getJson(server, "/api/products")).json as ProductSummary[]).map((product) => product.id),
    );
    for (const product of arabic) expect(Object.keys(product).sort()).toEqual(SPEC_KEYS);
    const shown = arabic.find((product) => product.id === translated.id)!;
    expect(shown).toEqual({
      ...translated,
      name: ARABIC.nameAr,
      description: ARABIC.descriptionAr,
      features: ARABIC.featuresAr,
      specifications: ARABIC.specificationsAr,
    });
    expect(arabic.find((product) => product.id === untranslated.id)).toEqual(untranslated);
  });

  it("pages the Arabic answer like the English one", async () => {
    const page = (await getJson(server, "/api/products?locale=ar&limit=1&offset=0")).json as ProductSummary[];
    expect(page).toHaveLength(1);
    expect(page[0]!.id).toBe(translated.id);
    expect(page[0]!.name).toBe(ARABIC.nameAr);
  });

  it("answers one product in either language, and 404 for an unknown id", async () => {
    expect((await getJson(server, `/api/products/${translated.id}`)).json).toEqual(translated);
    expect((await getJson(server, `/api/products/${translated.id}?locale=ar`)).json).toMatchObject({
      id: translated.id,
      name: ARABIC.nameAr,
      features: ARABIC.featuresAr,
    });
    expect((await getJson(server, `/api/products/${untranslated.id}?locale=ar`)).json).toEqual(untranslated);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const missing = await getJson(server, `/api/products/${id}?locale=ar`);
      expect(missing.status).toBe(404);
      expect(missing.json).toMatchObject({ message: expect.any(String) });
    }
  });

  it("refuses an unknown locale with a 400 and a JSON message", async () => {
    for (const path of [
      "/api/products?locale=fr",
      "/api/products?locale=AR2",
      "/api/products?locale=ar&locale=en",
      `/api/products/${translated.id}?locale=de`,
      "/api/brands?locale=xx",
    ]) {
      const { status, json } = await getJson(server, path);
      expect(status, path).toBe(400);
      expect((json as { message: string }).message, path).toMatch(/locale/);
    }
  });

  it("answers a brand's Arabic description for locale=ar, the English where none is written", async () => {
    const { db } = server.database;
    const [first, second] = await db.select().from(brands).where(eq(brands.isActive, true)).orderBy(asc(brands.name));
    await db
      .update(brands)
      .set({ descriptionAr: "علامة تجارية رائدة في معدات التنظيف." })
      .where(eq(brands.id, first!.id));
    await db.update(brands).set({ descriptionAr: null }).where(eq(brands.id, second!.id));
    type ApiBrand = { id: string; description: string | null };
    const english = (await getJson(server, "/api/brands")).json as ApiBrand[];
    const arabic = (await getJson(server, "/api/brands?locale=ar")).json as ApiBrand[];
    expect(Object.keys(arabic[0]!).sort()).toEqual(Object.keys(english[0]!).sort());
    expect(Object.keys(english[0]!)).not.toContain("descriptionAr");
    expect(english.find((brand) => brand.id === first!.id)!.description).toBe(first!.description);
    expect(arabic.find((brand) => brand.id === first!.id)!.description).toBe("علامة تجارية رائدة في معدات التنظيف.");
    expect(arabic.find((brand) => brand.id === second!.id)!.description).toBe(second!.description);
  });

  it("suggests in the asked edition: Arabic names and /ar addresses, the English name marked where none is written", async () => {
    type Answer = { suggestions: Array<{ kind: string; label: string; href: string; labelInEnglish?: true }> };
    const suggest = async (q: string, locale?: string) =>
      (await getJson(server, `/api/search/suggest?q=${encodeURIComponent(q)}${locale ? `&locale=${locale}` : ""}`))
        .json as Answer;
    for (const [product, arabicName] of [
      [translated, ARABIC.nameAr],
      [untranslated, null],
    ] as const) {
      const code = product.serialNumber!;
      const english = (await suggest(code)).suggestions.find((item) => item.href === `/products/${product.id}`);
      expect(english, code).toMatchObject({ label: product.name });
      expect(english!.labelInEnglish).toBeUndefined();
      const arabic = (await suggest(code, "ar")).suggestions.find((item) => item.href === `/ar/products/${product.id}`);
      expect(arabic, code).toMatchObject(
        arabicName ? { label: arabicName } : { label: product.name, labelInEnglish: true },
      );
      if (arabicName) expect(arabic!.labelInEnglish).toBeUndefined();
    }
    const categories = (await suggest("chemicals", "ar")).suggestions.filter((item) => item.kind === "category");
    expect(categories[0]).toMatchObject({ label: "المواد الكيميائية", href: "/ar/category/chemicals" });
    const refused = await getJson(server, "/api/search/suggest?q=chem&locale=fr");
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ message: expect.stringMatching(/locale/) });
  });
});
