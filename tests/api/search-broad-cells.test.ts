import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { compactCode } from "~/lib/search/normalize";
import { searchDocumentOf } from "~/lib/search/search-document";
import type { FacetCell } from "~/lib/search/search-types";
import { catalogueFileSchema } from "~server/catalogue/catalogue-file";
import { withDerivedFacts } from "~server/catalogue/derived-facts";
import { replaceCatalogue } from "~server/catalogue/replace-catalogue";
import type { Db } from "~server/db/client";
import { products, searchBroadCells, searchState, searchWords } from "~server/db/schema";
import { broadCells, broadCellsReady, refreshBroadCells } from "~server/search/broad-cells";
import { prepareSearch } from "~server/search/search-query";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { searchProducts, startSearchServer, type TestProduct } from "./search-support";

// Issue 15, point 5: the facet cells of broad one-word searches are computed after each catalogue change
// (server/search/broad-cells.ts) and read only while the catalogue is the version they were computed for, so a page's
// count is exact before, during and after a refresh. And the vocabulary the typo corrections read (search_words) follows
// every write to products through statement triggers (migrations 0007 and 0008).

/** Low enough that this small catalogue has broad words; the server's own default is 8,000. */
const MIN_MATCHES = 3;

const GLASS = "Glass Cleaner Spray";
const STEAM = "Steam Cleaner";

const CATALOGUE: TestProduct[] = [
  {
    name: "Floor Cleaner Concentrate",
    brand: "Aquaris",
    category: "Chemicals",
    subcategory: "Housekeeping Chemicals",
    features: ["Low foam"],
  },
  { name: GLASS, brand: "Kitchex", category: "Chemicals", subcategory: "Housekeeping Chemicals" },
  {
    name: "Oven Cleaner Gel",
    brand: "Kitchex",
    serialNumber: "KX-OV1",
    category: "Chemicals",
    subcategory: "Kitchen Chemicals",
  },
  {
    name: "Carpet Cleaner Machine",
    brand: "Nordvac",
    serialNumber: "NV-CC20",
    category: "Equipments",
    subcategory: "Carpet Extractors",
    description: "Deep cleaning of carpets.",
  },
  { name: STEAM, brand: "Nordvac", category: "Equipments", subcategory: "Steam Machines", features: ["UV lamp"] },
  { name: "Wet Vacuum 30L", brand: "Nordvac", serialNumber: "NV-W30", category: "Equipments", features: ["UV lamp"] },
  { name: "Pedal Bin 50L", brand: "Simplex", category: "Waste Management", subcategory: "Bins", features: ["UV lid"] },
  { name: "Retired Cleaner", brand: "Aquaris", category: "Equipments", isActive: false },
];

/** The one-word search rules read literally: a long word starts a product's word or code, a short one is a whole word. */
function matchesWord(product: TestProduct, word: string): boolean {
  const document = searchDocumentOf(product);
  const byWords =
    word.length > 2
      ? document.searchVector.some((candidate) => candidate.startsWith(word))
      : document.searchVector.includes(word);
  const code = compactCode(word);
  return byWords || (code.length >= 3 && document.searchCode.startsWith(code));
}

/** Every one-word search that matches at least MIN_MATCHES listed products: what a refresh must have computed. */
function expectedBroadWords(catalogue: TestProduct[]): Map<string, number> {
  const listed = catalogue.filter((product) => product.isActive !== false);
  const queries = new Set<string>();
  for (const product of listed)
    for (const word of searchDocumentOf(product).searchVector) {
      if (word.length <= 2) queries.add(word);
      for (let length = 3; length <= word.length; length++) queries.add(word.slice(0, length));
    }
  const broad = new Map<string, number>();
  for (const query of queries) {
    const count = listed.filter((product) => matchesWord(product, query)).length;
    if (count >= MIN_MATCHES) broad.set(query, count);
  }
  return broad;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function storedCells(db: Db): Promise<Map<string, { version: number; total: number; cells: FacetCell[] }>> {
  const rows = await db.select().from(searchBroadCells);
  return new Map(
    rows.map((row) => {
      const cells = row.cells as FacetCell[];
      const total = cells.reduce((sum, cell) => sum + cell.count, 0);
      return [row.queryKey, { version: row.catalogueVersion, total, cells }];
    }),
  );
}

async function state(db: Db) {
  const [row] = await db.select().from(searchState).where(eq(searchState.id, 1));
  return row!;
}

async function healthSearch(server: TestServer): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}/healthz`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { search?: unknown }).search;
}

describe.each(DRIVERS)("broad searches' cells on %s", (driver) => {
  let server: TestServer;
  let db: Db;
  let catalogue = CATALOGUE;
  // The built server keeps a search's cells in its summary memo for 30 s (server/catalogue/summary-cache.ts), cleared
  // at once only by writes through its own modules. This test writes from the sources, as another instance would, and
  // moves Date.now past the memo's lifetime before each page, so what a page shows comes from the stored cells or a
  // live count: the two this test is about.
  let skew = 0;
  const realNow = Date.now.bind(Date);

  beforeAll(async () => {
    server = await startSearchServer(driver, CATALOGUE);
    db = server.database.db;
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + skew);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
  });

  /** The exact number of matches /products shows for this search, read after the memo's lifetime. */
  async function pageCount(query: string, more = ""): Promise<number> {
    skew += 31_000;
    const page = await searchProducts(server, query, more);
    expect(page.status).toBe(200);
    const found = /^(\d+) of \d+ products found$/.exec(page.found ?? "");
    expect(found, `"${page.found}" for ${query} ${more}`).not.toBeNull();
    return Number(found![1]);
  }

  async function pageNames(query: string): Promise<string[]> {
    skew += 31_000;
    return (await searchProducts(server, query)).names;
  }

  async function keyOf(word: string): Promise<string> {
    return (await prepareSearch(db, word))!.key;
  }

  it("counts live and says 'counting' before the first refresh", async () => {
    expect(await broadCellsReady(db)).toBe(false);
    expect(await healthSearch(server)).toBe("counting");
    expect(await storedCells(db)).toEqual(new Map());
    expect(await pageCount("cleaner")).toBe(5);
    expect(await pageCount("clean")).toBe(5);
    expect(await pageCount("uv")).toBe(3);
  });

  it("computes the cells of every one-word search that matches at least minMatches products", async () => {
    const before = await state(db);
    const outcome = await refreshBroadCells(db, MIN_MATCHES);
    expect(outcome.version).toBe(before.catalogueVersion);
    const stored = await storedCells(db);
    const expected = expectedBroadWords(catalogue);
    expect(expected.get("cleaner")).toBe(5);
    expect(expected.get("uv")).toBe(3);
    expect(expected.has("oven")).toBe(false);
    const keys = await Promise.all([...expected.keys()].map((word) => keyOf(word)));
    expect([...stored.keys()].sort()).toEqual(keys.sort());
    expect(outcome.computed).toBe(stored.size);
    expect(stored.has(await keyOf("cleaner"))).toBe(true);
    for (const [word, count] of expected) {
      const row = stored.get(await keyOf(word))!;
      expect(row.total, word).toBe(count);
      expect(row.version, word).toBe(outcome.version);
    }
    const after = await state(db);
    expect(after.broadVersion).toBe(after.catalogueVersion);
    expect(after.refresherUntil).toBeNull();
  });

  it("is ready after the refresh, and the pages' counts are the same exact counts", async () => {
    expect(await broadCellsReady(db)).toBe(true);
    expect(await healthSearch(server)).toBe("ready");
    expect(await broadCells(db, await keyOf("cleaner"))).not.toBeNull();
    expect(await pageCount("cleaner")).toBe(5);
    expect(await pageCount("clean")).toBe(5);
    expect(await pageCount("uv")).toBe(3);
    expect(await pageCount("cleaner", "brand=Kitchex")).toBe(2);
    expect(await pageCount("cleaner", "category=Equipments")).toBe(2);
    expect(await pageCount("cleaner", "category=Chemicals&subcategory=Housekeeping%20Chemicals")).toBe(2);
    // A search that is not broad has no cells and is counted live.
    expect(await broadCells(db, await keyOf("oven"))).toBeNull();
    expect(await pageCount("oven")).toBe(1);
  });

  it("shows the stored cells while they are current (so a stale use would show)", async () => {
    // One more cell in the stored answer for "cleaner", as if 100 more products matched: the page must count it,
    // which proves the page reads the stored cells. The next test's write must then make the page ignore them.
    const key = await keyOf("cleaner");
    const phantom: FacetCell = {
      topCategory: "Equipments",
      solutionCategory: null,
      listedSubcategory: null,
      brand: "Phantom",
      tier: 4,
      count: 100,
    };
    const [row] = await db.select().from(searchBroadCells).where(eq(searchBroadCells.queryKey, key));
    await db
      .update(searchBroadCells)
      .set({ cells: [...(row!.cells as FacetCell[]), phantom] })
      .where(eq(searchBroadCells.queryKey, key));
    expect(await broadCellsReady(db)).toBe(true);
    expect(await pageCount("cleaner")).toBe(105);
    expect(await pageCount("cleaner", "brand=Phantom")).toBe(100);
  });

  it("stops using the cells at a product's deactivation: the count is exact at once", async () => {
    await db.update(products).set({ isActive: false }).where(eq(products.name, GLASS));
    catalogue = catalogue.map((product) => (product.name === GLASS ? { ...product, isActive: false } : product));
    expect(await broadCellsReady(db)).toBe(false);
    expect(await healthSearch(server)).toBe("counting");
    expect(await broadCells(db, await keyOf("cleaner"))).toBeNull();
    expect(await pageCount("cleaner")).toBe(4);
    expect(await pageCount("cleaner", "brand=Phantom")).toBe(0);
    expect(await pageCount("cleaner", "brand=Kitchex")).toBe(1);
    expect(await pageNames("cleaner")).not.toContain(GLASS);
  });

  it("a second refresh computes the new version's cells and drops the old ones", async () => {
    const outcome = await refreshBroadCells(db, MIN_MATCHES);
    expect(outcome.version).toBe((await state(db)).catalogueVersion);
    const stored = await storedCells(db);
    expect([...stored.values()].every((row) => row.version === outcome.version)).toBe(true);
    const expected = expectedBroadWords(catalogue);
    const keys = await Promise.all([...expected.keys()].map((word) => keyOf(word)));
    expect([...stored.keys()].sort()).toEqual(keys.sort());
    expect(stored.get(await keyOf("cleaner"))!.total).toBe(4);
    expect(stored.get(await keyOf("cleaner"))!.cells.some((cell) => cell.brand === "Phantom")).toBe(false);
    expect(await broadCellsReady(db)).toBe(true);
    expect(await healthSearch(server)).toBe("ready");
    expect(await pageCount("cleaner")).toBe(4);
  });

  it("a refresh with nothing changed does nothing", async () => {
    const before = await storedCells(db);
    expect(await refreshBroadCells(db, MIN_MATCHES)).toEqual({ version: null, computed: 0 });
    expect(await storedCells(db)).toEqual(before);
    expect(await broadCellsReady(db)).toBe(true);
  });

  it("stops using the cells at an insert and at a renaming, until the next refresh", async () => {
    const added: TestProduct = { name: "Drain Cleaner", brand: "Simplex", category: "Chemicals" };
    await db.insert(products).values(withDerivedFacts({ ...added, features: [], description: "" }));
    catalogue = [...catalogue, added];
    expect(await broadCellsReady(db)).toBe(false);
    expect(await pageCount("cleaner")).toBe(5);
    expect(await pageNames("cleaner")).toContain("Drain Cleaner");

    await refreshBroadCells(db, MIN_MATCHES);
    expect(await broadCellsReady(db)).toBe(true);
    expect((await storedCells(db)).get(await keyOf("cleaner"))!.total).toBe(5);

    const steam = catalogue.find((product) => product.name === STEAM)!;
    const renamed = { ...steam, name: "Steam Washer" };
    await db
      .update(products)
      .set(withDerivedFacts({ ...renamed, features: renamed.features ?? [], description: "" }))
      .where(eq(products.name, STEAM));
    catalogue = catalogue.map((product) => (product.name === STEAM ? renamed : product));
    expect(await broadCellsReady(db)).toBe(false);
    expect(await healthSearch(server)).toBe("counting");
    expect(await pageCount("cleaner")).toBe(4);
    expect(await pageCount("steam")).toBe(1);

    await refreshBroadCells(db, MIN_MATCHES);
    expect(await broadCellsReady(db)).toBe(true);
    expect((await storedCells(db)).get(await keyOf("cleaner"))!.total).toBe(4);
    expect(await pageCount("cleaner")).toBe(4);
  });

  it("stops using the cells when the catalogue is replaced", async () => {
    catalogue = [...CATALOGUE, { name: "Grill Cleaner", brand: "Kitchex", category: "Chemicals" }];
    await replaceCatalogue(db, catalogueFileSchema.parse({ brands: [], products: catalogue }));
    expect(await broadCellsReady(db)).toBe(false);
    expect(await pageCount("cleaner")).toBe(6);
    const outcome = await refreshBroadCells(db, MIN_MATCHES);
    expect(outcome.computed).toBe(expectedBroadWords(catalogue).size);
    expect(await broadCellsReady(db)).toBe(true);
    expect(await pageCount("cleaner")).toBe(6);
  });

  it("a write during a refresh stops it: the cells are not marked current", async () => {
    // A product is deactivated right after the refresh claimed its version (at its first query of the vocabulary).
    let leaseDuringRun: Date | null = null;
    let wrote = false;
    const racing = new Proxy(db, {
      get(target, property) {
        if (property === "execute")
          return async (query: Parameters<Db["execute"]>[0]) => {
            if (!wrote) {
              wrote = true;
              leaseDuringRun = (await state(db)).refresherUntil;
              await db.update(products).set({ isActive: false }).where(eq(products.name, "Oven Cleaner Gel"));
            }
            return target.execute(query);
          };
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    await db.update(products).set({ isActive: false }).where(eq(products.name, "Grill Cleaner"));
    const before = await state(db);
    expect(await refreshBroadCells(racing, MIN_MATCHES)).toEqual({ version: null, computed: 0 });
    expect(wrote).toBe(true);
    expect(leaseDuringRun).not.toBeNull();
    const after = await state(db);
    expect(after.catalogueVersion).toBeGreaterThan(before.catalogueVersion);
    expect(after.broadVersion).toBe(before.broadVersion);
    expect(after.refresherUntil).toBeNull();
    expect(await broadCellsReady(db)).toBe(false);
    expect(await pageCount("cleaner")).toBe(4);

    const outcome = await refreshBroadCells(db, MIN_MATCHES);
    expect(outcome.version).toBe(after.catalogueVersion);
    expect(await broadCellsReady(db)).toBe(true);
    expect((await storedCells(db)).get(await keyOf("cleaner"))!.total).toBe(4);
    expect(await pageCount("cleaner")).toBe(4);
  });

  it("leaves the refresh to the instance that holds the lease until it expires", async () => {
    await db.update(products).set({ isActive: false }).where(eq(products.name, "Carpet Cleaner Machine"));
    await db
      .update(searchState)
      .set({ refresherUntil: sql`now() + interval '1 hour'` })
      .where(eq(searchState.id, 1));
    expect(await refreshBroadCells(db, MIN_MATCHES)).toEqual({ version: null, computed: 0 });
    expect(await broadCellsReady(db)).toBe(false);
    expect((await state(db)).refresherUntil).not.toBeNull();
    expect(await pageCount("cleaner")).toBe(3);

    // A lease that ran out (its holder crashed) is taken over.
    await db
      .update(searchState)
      .set({ refresherUntil: sql`now() - interval '1 second'` })
      .where(eq(searchState.id, 1));
    const outcome = await refreshBroadCells(db, MIN_MATCHES);
    expect(outcome.version).toBe((await state(db)).catalogueVersion);
    expect(outcome.computed).toBeGreaterThan(0);
    expect((await state(db)).refresherUntil).toBeNull();
    expect(await broadCellsReady(db)).toBe(true);
    expect(await pageCount("cleaner")).toBe(3);
  });
});

describe.each(DRIVERS)("the search vocabulary on %s", (driver) => {
  let server: TestServer;
  let db: Db;

  beforeAll(async () => {
    server = await startTestServer({ driver, seed: false });
    db = server.database.db;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** search_words as word → listed products, words no listed product carries left out. */
  async function vocabulary(): Promise<Map<string, number>> {
    const rows = await db.select().from(searchWords);
    return new Map(rows.filter((row) => row.products !== 0).map((row) => [row.word, row.products]));
  }

  /** What the vocabulary must be for these products: each word with the number of listed products carrying it. */
  function expectedVocabulary(catalogue: TestProduct[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const product of catalogue.filter((each) => each.isActive !== false))
      for (const word of searchDocumentOf(product).searchVector) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  }

  /** The same from the stored rows: the trigger's result must agree with the products table itself. */
  async function recountedVocabulary(): Promise<Map<string, number>> {
    const result = await db.execute(
      sql`select word, count(*)::int as n from products, unnest(tsvector_to_array(search_vector)) as word
          where is_active group by word`,
    );
    return new Map(rowsOf<{ word: string; n: number }>(result).map((row) => [row.word, row.n]));
  }

  const sorted = (map: Map<string, number>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));

  async function expectVocabulary(catalogue: TestProduct[]) {
    const stored = sorted(await vocabulary());
    expect(stored).toEqual(sorted(expectedVocabulary(catalogue)));
    expect(stored).toEqual(sorted(await recountedVocabulary()));
    const negative = await db
      .select()
      .from(searchWords)
      .where(sql`${searchWords.products} < 0`);
    expect(negative).toEqual([]);
  }

  let catalogue: TestProduct[] = CATALOGUE;
  const rowValues = (product: TestProduct) =>
    withDerivedFacts({ ...product, features: product.features ?? [], description: product.description ?? "" });

  afterEach(async () => {
    await expectVocabulary(catalogue);
  });

  it("holds each word of the listed products with the number of them carrying it after a replacement", async () => {
    await replaceCatalogue(db, catalogueFileSchema.parse({ brands: [], products: catalogue }));
    const words = await vocabulary();
    expect(words.get("cleaner")).toBe(5);
    expect(words.get("nordvac")).toBe(3);
    expect(words.get("uv")).toBe(3);
    expect(words.get("nvw30")).toBe(1);
    expect(words.get("oven")).toBe(1);
    // Only the inactive product carries "retired".
    expect(words.has("retired")).toBe(false);
  });

  it("takes a deactivated product's words off, and puts them back at reactivation", async () => {
    await db.update(products).set({ isActive: false }).where(eq(products.name, STEAM));
    catalogue = catalogue.map((product) => (product.name === STEAM ? { ...product, isActive: false } : product));
    let words = await vocabulary();
    expect(words.get("cleaner")).toBe(4);
    expect(words.get("steam")).toBeUndefined();
    expect(words.get("uv")).toBe(2);
    await expectVocabulary(catalogue);

    await db.update(products).set({ isActive: true }).where(eq(products.name, STEAM));
    catalogue = catalogue.map((product) => (product.name === STEAM ? { ...product, isActive: true } : product));
    words = await vocabulary();
    expect(words.get("cleaner")).toBe(5);
    expect(words.get("steam")).toBe(1);
  });

  it("counts a product that comes out of retirement, and does not count an unrelated write twice", async () => {
    await db.update(products).set({ isActive: true }).where(eq(products.name, "Retired Cleaner"));
    catalogue = catalogue.map((product) =>
      product.name === "Retired Cleaner" ? { ...product, isActive: true } : product,
    );
    expect((await vocabulary()).get("retired")).toBe(1);
    expect((await vocabulary()).get("cleaner")).toBe(6);
    // A write that changes no word (an image) moves no count.
    await db.update(products).set({ imageUrl: "https://cdn.example.com/x.jpg" });
    expect((await vocabulary()).get("cleaner")).toBe(6);
  });

  it("moves counts from the old name's words to the new one's at a renaming", async () => {
    const renamed = { ...catalogue.find((product) => product.name === GLASS)!, name: "Window Polish Spray" };
    await db.update(products).set(rowValues(renamed)).where(eq(products.name, GLASS));
    catalogue = catalogue.map((product) => (product.name === GLASS ? renamed : product));
    const words = await vocabulary();
    expect(words.get("cleaner")).toBe(5);
    expect(words.has("glass")).toBe(false);
    expect(words.get("window")).toBe(1);
    expect(words.get("spray")).toBe(1);
    expect(words.get("kitchex")).toBe(2);
  });

  it("takes a deleted product's words off, and a deleted inactive product's not at all", async () => {
    await db.delete(products).where(eq(products.name, "Oven Cleaner Gel"));
    catalogue = catalogue.filter((product) => product.name !== "Oven Cleaner Gel");
    let words = await vocabulary();
    expect(words.get("cleaner")).toBe(4);
    expect(words.has("oven")).toBe(false);
    expect(words.has("kxov1")).toBe(false);
    await expectVocabulary(catalogue);

    await db.update(products).set({ isActive: false }).where(eq(products.name, "Retired Cleaner"));
    catalogue = catalogue.map((product) =>
      product.name === "Retired Cleaner" ? { ...product, isActive: false } : product,
    );
    await expectVocabulary(catalogue);
    await db.delete(products).where(eq(products.name, "Retired Cleaner"));
    catalogue = catalogue.filter((product) => product.name !== "Retired Cleaner");
    words = await vocabulary();
    expect(words.get("cleaner")).toBe(3);
    expect(words.get("aquaris")).toBe(1);
  });

  it("counts inserted products, listed or not, by their listing", async () => {
    const listed: TestProduct = { name: "Bin Liner Roll", brand: "Simplex", category: "Waste Management" };
    const unlisted: TestProduct = { name: "Liner Sample", brand: "Simplex", category: "Waste Management" };
    await db.insert(products).values([rowValues(listed), { ...rowValues(unlisted), isActive: false }]);
    catalogue = [...catalogue, listed, { ...unlisted, isActive: false }];
    const words = await vocabulary();
    expect(words.get("liner")).toBe(1);
    expect(words.has("sample")).toBe(false);
    expect(words.get("simplex")).toBe(2);
    expect(words.get("bin")).toBe(2);
  });

  it("follows a statement that writes many products at once", async () => {
    await db.update(products).set({ isActive: false }).where(eq(products.brand, "Nordvac"));
    catalogue = catalogue.map((product) => (product.brand === "Nordvac" ? { ...product, isActive: false } : product));
    const words = await vocabulary();
    expect(words.has("nordvac")).toBe(false);
    expect(words.get("cleaner")).toBe(1);
    expect(words.get("uv")).toBe(1);
  });

  it("is the new catalogue's after a second replacement", async () => {
    catalogue = CATALOGUE;
    await replaceCatalogue(db, catalogueFileSchema.parse({ brands: [], products: catalogue }));
    const words = await vocabulary();
    expect(words.get("cleaner")).toBe(5);
    expect(words.has("liner")).toBe(false);
    expect(words.has("window")).toBe(false);
  });
});
