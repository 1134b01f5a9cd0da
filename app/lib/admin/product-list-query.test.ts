import { describe, expect, it } from "vitest";
import { listQueryString, pageCount, parseProductListQuery } from "./product-list-query";

describe("parseProductListQuery", () => {
  it("reads search, filters and page", () => {
    const query = parseProductListQuery(
      new URLSearchParams("q=%20vac%20&brand=Nordvac&category=Equipments&status=inactive&page=3"),
    );
    expect(query).toEqual({ q: "vac", brand: "Nordvac", category: "Equipments", status: "inactive", page: 3 });
  });

  it("treats bad values as the defaults", () => {
    expect(parseProductListQuery(new URLSearchParams("status=deleted&page=-2"))).toEqual({
      q: "",
      brand: "",
      category: "",
      status: "all",
      page: 1,
    });
    expect(parseProductListQuery(new URLSearchParams("page=abc")).page).toBe(1);
  });
});

describe("listQueryString", () => {
  it("leaves defaults out", () => {
    expect(listQueryString({ q: "", status: "all", page: 1 })).toBe("");
    expect(listQueryString({ q: "mop pad", status: "active", page: 2 })).toBe("?q=mop+pad&status=active&page=2");
  });
});

describe("pageCount", () => {
  it("is at least one page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
