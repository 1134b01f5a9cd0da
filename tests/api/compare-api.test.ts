/**
 * Issue 19: GET /api/compare on both databases: 1-4 products side by side, rows grouped as the back office groups
 * labels, a cell per product ("—" as null), differences, Arabic, unknown and withdrawn ids dropped with a notice, and
 * malformed input refused with a 400 JSON message (never a 500).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { specificationLabels } from "~server/db/schema";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { insertComparedProducts } from "./compare-support";

interface Cell {
  value: string;
  fallback: boolean;
}
interface Answer {
  locale: string;
  products: Array<{ id: string; name: Cell; brand: string; code: string | null; url: string; subcategory: string }>;
  groups: Array<{
    id: string;
    name: string;
    rows: Array<{ key: string | null; label: Cell; differs: boolean | null; cells: Array<Cell | null> }>;
  }>;
  unavailable: string[];
  notices: string[];
}

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe.each(DRIVERS)("GET /api/compare on %s", (driver) => {
  let server: TestServer;
  let ids: string[];
  let withdrawn: string;

  const get = async (query: string) => {
    const response = await fetch(`${server.baseUrl}/api/compare${query}`);
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json()) as Record<string, unknown>,
    };
  };
  const compare = async (query: string) => {
    const answer = await get(query);
    expect(answer.status).toBe(200);
    return answer.json as unknown as Answer;
  };
  const row = (answer: Answer, key: string | null) =>
    answer.groups.flatMap((group) => group.rows).find((candidate) => candidate.key === key)!;

  beforeAll(async () => {
    server = await startTestServer({ driver, seed: false });
    ({ ids, withdrawn } = await insertComparedProducts(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers three products in the address's order, their rows grouped, a cell per product", async () => {
    const answer = await compare(`?ids=${ids[2]},${ids[0]},${ids[1]}`);
    expect(answer.locale).toBe("en");
    expect(answer.products.map((product) => product.name.value)).toEqual([
      "Zeta Scrubber-Dryer 66",
      "Zeta Scrubber-Dryer 43",
      "Zeta Scrubber-Dryer 51",
    ]);
    expect(answer.products[1]).toMatchObject({
      id: ids[0],
      brand: "Zeta",
      code: "ZT-43",
      url: `/products/${ids[0]}`,
      subcategory: "Compare Test Scrubbers",
    });
    expect(answer.groups.map((group) => [group.id, group.rows.map((candidate) => candidate.key)])).toEqual([
      ["performance", ["working width", "noise level"]],
      ["capacity", ["solution tank", "recovery tank"]],
      ["power", ["run time"]],
      ["general", [null]],
    ]);
    expect(answer.groups[0]!.name).toBe("Performance");
    expect(row(answer, "working width")).toEqual({
      key: "working width",
      label: { value: "Working Width (mm)", fallback: false },
      differs: true,
      cells: [
        { value: "660", fallback: false },
        { value: "430 mm", fallback: false },
        { value: "510 mm", fallback: false },
      ],
    });
    // 40 L, 40,0 L and 40 L are one number in one unit.
    expect(row(answer, "solution tank").differs).toBe(false);
    expect(row(answer, "recovery tank").cells).toEqual([{ value: "45 L", fallback: false }, null, null]);
    expect(row(answer, "recovery tank").differs).toBe(true);
    expect(row(answer, null)).toMatchObject({ differs: null, cells: [null, { value: "Includes two pads" }, null] });
    expect(answer.unavailable).toEqual([]);
    expect(answer.notices).toEqual([]);
  });

  it("follows the groups and order staff gave the labels", async () => {
    const { db } = server.database;
    await db.insert(specificationLabels).values([
      { key: "noise level", groupId: "general", position: 1 },
      { key: "recovery tank", groupId: "capacity", position: 1 },
      { key: "solution tank", groupId: "capacity", position: 2 },
    ]);
    try {
      const answer = await compare(`?ids=${ids.join(",")}`);
      expect(answer.groups.map((group) => [group.id, group.rows.map((candidate) => candidate.key)])).toEqual([
        ["performance", ["working width"]],
        ["capacity", ["recovery tank", "solution tank"]],
        ["power", ["run time"]],
        ["general", ["noise level", null]],
      ]);
    } finally {
      await db.delete(specificationLabels);
    }
  });

  it("answers in Arabic: Arabic names, labels and values where written, the English marked as a fallback", async () => {
    const answer = await compare(`?ids=${ids[0]},${ids[1]}&locale=ar`);
    expect(answer.locale).toBe("ar");
    expect(answer.products.map((product) => product.name)).toEqual([
      { value: "ماكينة زيتا لغسيل الأرضيات 43", fallback: false },
      { value: "Zeta Scrubber-Dryer 51", fallback: true },
    ]);
    expect(answer.products[0]!.url).toBe(`/ar/products/${ids[0]}`);
    expect(answer.groups[0]!.name).toBe("الأداء");
    expect(row(answer, "working width")).toMatchObject({
      label: { value: "عرض العمل", fallback: false },
      cells: [
        { value: "430 ملم", fallback: false },
        { value: "510 mm", fallback: true },
      ],
    });
    expect(row(answer, null).label).toEqual({ value: "تفاصيل أخرى", fallback: false });
  });

  it("drops unknown and withdrawn ids, names them and says so in the asked language", async () => {
    const answer = await compare(`?ids=${ids[0]},${UNKNOWN},${withdrawn},${ids[1]}`);
    expect(answer.products.map((product) => product.id)).toEqual([ids[0], ids[1]]);
    expect(answer.unavailable).toEqual([UNKNOWN, withdrawn]);
    expect(answer.notices).toEqual(["2 products are no longer available and were removed from the comparison."]);
    const arabic = await compare(`?ids=${ids[0]},${withdrawn}&locale=ar`);
    expect(arabic.notices).toEqual(["منتج واحد لم يعد متوفرًا وأُزيل من المقارنة."]);
    const none = await compare(`?ids=${UNKNOWN}`);
    expect(none).toMatchObject({ products: [], groups: [], unavailable: [UNKNOWN] });
  });

  it("takes ids in any case, repeated, or in several parameters, and caches like the catalogue API", async () => {
    const answer = await get(`?ids=${ids[0]!.toUpperCase()},${ids[0]}&ids=${ids[1]}`);
    expect(answer.status).toBe(200);
    expect((answer.json as unknown as Answer).products.map((product) => product.id)).toEqual([ids[0], ids[1]]);
    expect(answer.headers.get("cache-control")).toMatch(/s-maxage=60/);
  });

  it.each([
    ["no ids", "", /^ids is required/],
    ["empty ids", "?ids=", /^ids is required/],
    ["a malformed id", "?ids=abc,", /must be a product id/],
    ["an id with SQL in it", `?ids=${encodeURIComponent("x' or 1=1 --")}`, /must be a product id/],
    ["five products", "?ids=FIVE", /^At most 4 products/],
    ["a bad locale", "?ids=ONE&locale=fr", /^locale must be one of: en, ar/],
  ])("refuses %s with a 400 JSON message", async (_case, query, message) => {
    const five = [...ids, UNKNOWN, "00000000-0000-4000-8000-000000000001"].join(",");
    const answer = await get(query.replace("FIVE", five).replace("ONE", ids[0]!));
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toMatch(/application\/json/);
    expect(answer.json.message).toMatch(message);
  });

  it("answers only GET and HEAD", async () => {
    const response = await fetch(`${server.baseUrl}/api/compare?ids=${ids[0]}`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(((await response.json()) as { message: string }).message).toMatch(/Only GET/);
  });
});
