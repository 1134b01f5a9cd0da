import { describe, expect, it } from "vitest";
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/catalogue-filter";
import { SUGGEST_MIN_LENGTH, type Suggestion } from "./search-types";
import { groupSuggestions, SuggestionCache, suggestQuery, suggestUrl } from "./suggest-query";

const product = (label: string): Suggestion => ({ kind: "product", label, detail: "", href: `/products/${label}` });
const category = (label: string): Suggestion => ({ kind: "category", label, detail: "", href: `/category/${label}` });

describe("suggestQuery", () => {
  it("asks nothing below SUGGEST_MIN_LENGTH characters after trimming", () => {
    expect(SUGGEST_MIN_LENGTH).toBe(2);
    expect(suggestQuery("")).toBeNull();
    expect(suggestQuery("   ")).toBeNull();
    expect(suggestQuery(" s ")).toBeNull();
    expect(suggestQuery(" sc ")).toBe("sc");
    expect(suggestQuery("scrubber dryer ")).toBe("scrubber dryer");
  });

  it("caps the query at SEARCH_MAX_LENGTH, as the API accepts it", () => {
    const long = `${"a".repeat(SEARCH_MAX_LENGTH - 1)} ${"b".repeat(50)}`;
    expect(suggestQuery(long)).toBe("a".repeat(SEARCH_MAX_LENGTH - 1));
    expect(suggestQuery("x".repeat(500))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe("suggestUrl", () => {
  it("encodes the query as the q parameter", () => {
    expect(suggestUrl("scrubber dryer")).toBe("/api/search/suggest?q=scrubber+dryer");
    expect(suggestUrl("a&b=c#d")).toBe("/api/search/suggest?q=a%26b%3Dc%23d");
  });
});

describe("groupSuggestions", () => {
  it("orders groups by their best-ranked member and numbers the items in display order", () => {
    const { groups, items } = groupSuggestions([
      category("Chemicals"),
      product("Chem A"),
      category("Kitchen Chemicals"),
      product("Chem B"),
    ]);
    expect(groups.map((group) => group.kind)).toEqual(["category", "product"]);
    expect(items.map((item) => item.label)).toEqual(["Chemicals", "Kitchen Chemicals", "Chem A", "Chem B"]);
    expect(groups[1]!.entries.map((entry) => [entry.suggestion.label, entry.index])).toEqual([
      ["Chem A", 2],
      ["Chem B", 3],
    ]);
  });

  it("leaves out empty groups", () => {
    expect(groupSuggestions([product("Scrubber")]).groups).toHaveLength(1);
    expect(groupSuggestions([])).toEqual({ groups: [], items: [] });
  });
});

describe("SuggestionCache", () => {
  it("keeps the most recently used answers up to its capacity", () => {
    const cache = new SuggestionCache(2);
    cache.set("sc", [product("a")]);
    cache.set("scr", [product("b")]);
    expect(cache.get("sc")?.[0]?.label).toBe("a");
    cache.set("scru", [product("c")]);
    expect(cache.get("scr")).toBeUndefined();
    expect(cache.get("sc")?.[0]?.label).toBe("a");
    expect(cache.get("scru")?.[0]?.label).toBe("c");
  });
});
