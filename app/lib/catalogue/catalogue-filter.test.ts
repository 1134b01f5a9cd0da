import { describe, expect, it } from "vitest";
import { canonicalBrand, catalogueUrl, parseCatalogueFilter } from "./catalogue-filter";

const filter = (query: string) => parseCatalogueFilter(new URLSearchParams(query));

describe("parseCatalogueFilter", () => {
  it("reads every parameter, trims, and treats missing ones as all", () => {
    expect(filter("")).toEqual({
      search: "",
      category: "",
      subcategory: "",
      brand: "",
      application: null,
      page: 1,
      pageSize: 24,
    });
    expect(
      filter(
        "q=%20pad%20&category=Chemicals&subcategory=Kitchen%20Chemicals&brand=KITCHEX&application=Healthcare&page=3",
      ),
    ).toEqual({
      search: "pad",
      category: "Chemicals",
      subcategory: "Kitchen Chemicals",
      brand: "KITCHEX",
      application: "healthcare",
      page: 3,
      pageSize: 24,
    });
  });

  it("ignores a subcategory without category, unknown sectors and bad pages", () => {
    expect(filter("subcategory=Bins&application=retail&page=-2")).toMatchObject({
      subcategory: "",
      application: null,
      page: 1,
      pageSize: 24,
    });
    expect(filter("page=abc").page).toBe(1);
    expect(filter(`q=${"x".repeat(500)}`).search).toHaveLength(200);
  });

  it("reads a page size from the list of sizes and caps how many cards a page may show", () => {
    expect(filter("size=48&page=2")).toMatchObject({ pageSize: 48, page: 2 });
    expect(filter("size=1000").pageSize).toBe(24);
    expect(filter("size=-1").pageSize).toBe(24);
    expect(filter("page=100000")).toMatchObject({ pageSize: 24, page: 100 });
    expect(filter("size=96&page=100000")).toMatchObject({ pageSize: 96, page: 25 });
    expect(catalogueUrl(filter("size=48&page=2&q=mop"))).toBe("/products?q=mop&size=48&page=2");
    expect(catalogueUrl(filter("size=24&page=2"))).toBe("/products?page=2");
  });

  it("round-trips through catalogueUrl", () => {
    const state = filter(
      "q=mop&category=Cleaning+Tools+%26+Accessories&subcategory=Floor+Cleaning+Tools&brand=MOPWERK&size=12&page=4",
    );
    expect(parseCatalogueFilter(new URL(catalogueUrl(state), "http://x").searchParams)).toEqual(state);
    expect(catalogueUrl({})).toBe("/products");
  });
});

// Matching (category in either vocabulary, subcategory, sector) is a derived fact: server/catalogue/derived-facts.test.ts;
// search, brand and the options are SQL: tests/api/catalogue-query.test.ts.
describe("brand", () => {
  it("maps a capitalised brand to its stored name", () => {
    expect(canonicalBrand("HYGIENA SYSTEMS", ["Aquaris", "Hygiena Systems"])).toBe("Hygiena Systems");
    expect(canonicalBrand("Unknown", ["Aquaris"])).toBe("Unknown");
  });
});
