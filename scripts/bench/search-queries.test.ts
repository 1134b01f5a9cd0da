import fs from "node:fs";
import prettier from "prettier";
import { describe, expect, it } from "vitest";
import { normalizeText } from "~/lib/search/normalize";
import {
  BROADEST_WORD_COUNT,
  buildSearchQueryList,
  formatSearchQueryList,
  SEARCH_QUERY_KINDS,
  SUGGEST_QUERY_KINDS,
  type CatalogueProduct,
  type SearchQueryList,
} from "./search-query-list";

const FILE = "scripts/bench/search-queries.json";
const committedText = fs.readFileSync(FILE, "utf8");
const committed = JSON.parse(committedText) as SearchQueryList;
const demo = JSON.parse(fs.readFileSync("data/demo-catalogue.json", "utf8")) as { products: CatalogueProduct[] };

describe("the bench's search list (scripts/bench/search-queries.json)", () => {
  it("is what the generator writes from the demo catalogue, so it cannot drift from it", () => {
    expect(committedText).toBe(formatSearchQueryList(buildSearchQueryList(demo)));
  });

  it("is left alone by Prettier, so `npm run lint` and the generator agree", async () => {
    const options = await prettier.resolveConfig(FILE);
    expect(await prettier.check(committedText, { ...options, filepath: FILE })).toBe(true);
  });

  it("has at least 200 queries, of every kind, none twice once normalised (a repeat would read a cached count)", () => {
    expect(committed.search.length).toBeGreaterThanOrEqual(200);
    const kinds = new Set(committed.search.map((query) => query.kind));
    for (const kind of SEARCH_QUERY_KINDS) expect(kinds, kind).toContain(kind);
    const normalised = committed.search.map((query) => normalizeText(query.q));
    expect(new Set(normalised).size).toBe(normalised.length);
    expect(normalised).not.toContain("");
  });

  it("asks the 20 broadest words of the catalogue, with their product counts, broadest first", () => {
    expect(committed.broadestWords).toHaveLength(BROADEST_WORD_COUNT);
    const counts = committed.broadestWords.map((word) => word.products);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const broadQueries = committed.search.filter((query) => query.kind === "broad word").map((query) => query.q);
    expect(broadQueries.length).toBeGreaterThanOrEqual(20);
    for (const { word } of committed.broadestWords) expect(broadQueries).toContain(word);
    // Product codes are per product (issue 17: AQ-SM43B …), so no code word is among the broadest; "for" leads.
    expect(committed.broadestWords[0]).toEqual({ word: "for", products: 315, percent: 88 });
  });

  it("asks only 1–2 character queries as '1-2 letters', and product codes in every shape", () => {
    for (const query of committed.search.filter((entry) => entry.kind === "1-2 letters"))
      expect([...query.q].length, query.q).toBeLessThanOrEqual(2);
    const codes = committed.search.filter((entry) => entry.kind === "product code").map((entry) => entry.q);
    expect(codes).toEqual(
      expect.arrayContaining(["NV-NV15", "nv-wd30", "nvup38", "DT-RDPP250-200-17", "LS-CSWP1", "NV15"]),
    );
  });

  it("keeps the warm-up queries out of the measured ones", () => {
    const measured = new Set(committed.search.map((query) => normalizeText(query.q)));
    for (const word of committed.warmup.search) expect(measured.has(normalizeText(word)), word).toBe(false);
    const suggestions = new Set(committed.suggest.map((query) => normalizeText(query.q)));
    for (const prefix of committed.warmup.suggest) expect(suggestions.has(normalizeText(prefix)), prefix).toBe(false);
  });

  it("has at least 50 suggestion prefixes as typed, of every kind, none twice", () => {
    expect(committed.suggest.length).toBeGreaterThanOrEqual(50);
    const kinds = new Set(committed.suggest.map((query) => query.kind));
    for (const kind of SUGGEST_QUERY_KINDS) expect(kinds, kind).toContain(kind);
    const normalised = committed.suggest.map((query) => normalizeText(query.q));
    expect(new Set(normalised).size).toBe(normalised.length);
    expect(committed.suggest.map((query) => query.q)).toEqual(expect.arrayContaining(["sc", "scr", "scru", "scrub"]));
  });

  it("refuses a hand-picked query that no longer fits the catalogue", () => {
    const renamed = demo.products.map((product) => ({
      ...product,
      name: product.name.replace(/Scrubber/g, "Scrubbing"),
      subcategory: product.subcategory?.replace(/Scrubing/g, "Washing") ?? null,
      description: product.description.replace(/scrubber/gi, "machine"),
      features: product.features?.map((feature) => feature.replace(/scrubber/gi, "machine")) ?? null,
    }));
    expect(() => buildSearchQueryList({ products: renamed })).toThrow(/scrubber dryer/);
  });
});
