import { describe, expect, it } from "vitest";
import { parseRangeAddress } from "./range-address";
import { offeredRanges, rangeQueryEntries, rangeSlug, type RangeKeyStats } from "./range-filters";

const stats = (key: string, products: number, more: Partial<RangeKeyStats> = {}): RangeKeyStats => ({
  key,
  unitCode: "MMT",
  products,
  distinct: 5,
  min: 1,
  max: 10,
  label: key[0]!.toUpperCase() + key.slice(1),
  labelAr: null,
  ...more,
});

describe("offeredRanges", () => {
  it("offers a key carried by at least a quarter of the scope with two distinct numbers", () => {
    const offered = offeredRanges(100, [
      stats("working width", 25),
      stats("weight", 24),
      stats("voltage", 90, { distinct: 1 }),
      stats("power", 60),
    ]);
    expect(offered.map((filter) => filter.slug)).toEqual(["power", "working-width"]);
  });

  it("keeps one unit per key, the one most products carry", () => {
    const offered = offeredRanges(10, [
      stats("weight", 3, { unitCode: "GRM", min: 500, max: 900 }),
      stats("weight", 6, { unitCode: "KGM", min: 2, max: 40 }),
    ]);
    expect(offered).toEqual([
      expect.objectContaining({ key: "weight", unitCode: "KGM", min: 2, max: 40, products: 6 }),
    ]);
    // The unit's own count decides, not the key's over all units.
    expect(offeredRanges(10, [stats("weight", 2), stats("weight", 2, { unitCode: "KGM" })])).toEqual([]);
  });

  it("orders by how many products carry a key, then by label, and offers at most six", () => {
    const offered = offeredRanges(
      10,
      ["h", "g", "f", "e", "d", "c", "b", "a"].map((key, index) => stats(key, index < 2 ? 9 : 5)),
    );
    expect(offered.map((filter) => filter.key)).toEqual(["g", "h", "a", "b", "c", "d"]);
    expect(offeredRanges(0, [stats("weight", 0)])).toEqual([]);
  });

  it("gives every key one slug; a second key with the same slug is left out", () => {
    expect(rangeSlug("working width")).toBe("working-width");
    expect(rangeSlug("noise level (a)")).toBe("noise-level-a");
    expect(rangeSlug("عرض العمل")).toBe("عرض-العمل");
    expect(offeredRanges(4, [stats("run time", 4), stats("run-time", 3)]).map((filter) => filter.key)).toEqual([
      "run time",
    ]);
    expect(offeredRanges(4, [stats("…", 4)])).toEqual([]);
  });
});

describe("parseRangeAddress", () => {
  const offered = [{ slug: "working-width" }, { slug: "weight" }];
  const parse = (query: string) => parseRangeAddress(new URLSearchParams(query), offered);

  it("reads both ends, either end alone, in the offered order", () => {
    expect(parse("weight.min=2&working-width.min=450&working-width.max=600").ranges).toEqual([
      { slug: "working-width", min: 450, max: 600 },
      { slug: "weight", min: 2, max: null },
    ]);
    expect(parse("weight.max=40").ranges).toEqual([{ slug: "weight", min: null, max: 40 }]);
    expect(parse("weight.min=&weight.max=+").ranges).toEqual([]);
  });

  it("reads numbers as people write them: a decimal comma, Arabic-Indic digits", () => {
    expect(parse("weight.min=2,5&weight.max=١٢٫٥").ranges).toEqual([{ slug: "weight", min: 2.5, max: 12.5 }]);
    expect(parse("working-width.min=۴۵۰&working-width.max=1,100").ranges).toEqual([
      { slug: "working-width", min: 450, max: 1100 },
    ]);
    expect(parse("weight.min= 3 ").ranges).toEqual([{ slug: "weight", min: 3, max: null }]);
  });

  it("refuses what is not a number, and from above to, naming the field; that range is not applied", () => {
    expect(parse("weight.min=abc&weight.max=40&working-width.max=600")).toEqual({
      ranges: [{ slug: "working-width", min: null, max: 600 }],
      typed: { "weight.min": "abc", "weight.max": "40", "working-width.max": "600" },
      errors: { "weight.min": "number" },
    });
    expect(parse("weight.min=1e5").errors).toEqual({ "weight.min": "number" });
    expect(parse("weight.min=450 mm").errors).toEqual({ "weight.min": "number" });
    expect(parse(`weight.max=${"1".repeat(40)}`).errors).toEqual({ "weight.max": "number" });
    expect(parse("working-width.min=600&working-width.max=450")).toMatchObject({
      ranges: [],
      errors: { "working-width.max": "order" },
    });
    expect(parse("weight.min=5&weight.max=5").ranges).toEqual([{ slug: "weight", min: 5, max: 5 }]);
  });

  it("ignores slugs the page does not offer", () => {
    expect(parse("voltage.min=abc&brand.max=3&weight=4")).toEqual({ ranges: [], typed: {}, errors: {} });
  });

  it("writes the ranges back to the address it reads", () => {
    const ranges = parse("working-width.min=2,5&weight.max=40").ranges;
    const query = new URLSearchParams(rangeQueryEntries(ranges));
    expect(query.toString()).toBe("working-width.min=2.5&weight.max=40");
    expect(parseRangeAddress(query, offered).ranges).toEqual(ranges);
  });
});
