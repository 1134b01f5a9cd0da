import { describe, expect, it } from "vitest";
import { CATEGORY_TREE } from "~/content/category-tree";
import { applyCategoryView, categoryPageHref, categoryViewQuery, isInScope, matchCategoryParams, parseCategoryView } from "./category-scope";
import type { ProductSummary } from "./product-types";

const product = (name: string, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: name,
  name,
  brand: "Nordvac",
  category: "Equipments",
  subcategory: "Window Cleaning",
  description: "",
  features: null,
  specifications: null,
  imageUrl: null,
  ...overrides,
});

describe("matchCategoryParams", () => {
  it("matches the spec's slug rule, encoded or not, in any case", () => {
    expect(matchCategoryParams(CATEGORY_TREE, "equipments")?.category.name).toBe("Equipments");
    expect(matchCategoryParams(CATEGORY_TREE, "Cleaning-Tools-%26-Accessories", "floor-pads")?.subcategory?.name).toBe("Floor Pads");
    expect(matchCategoryParams(CATEGORY_TREE, "equipments", "vacuum-,-high-pressure-&-steam-machines")?.subcategory?.name).toBe("Vacuum , High Pressure & Steam Machines");
    expect(matchCategoryParams(CATEGORY_TREE, "unknown")).toBeNull();
    expect(matchCategoryParams(CATEGORY_TREE, "equipments", "bins")).toBeNull();
    expect(matchCategoryParams(CATEGORY_TREE, "%E0%A4%A")).toBeNull();
  });

  it("builds hrefs that match back", () => {
    const href = categoryPageHref("Cleaning Tools & Accessories", "Window Cleaning Tools");
    const [, , category, sub] = href.split("/");
    expect(matchCategoryParams(CATEGORY_TREE, category!, sub)?.subcategory?.name).toBe("Window Cleaning Tools");
  });
});

describe("isInScope", () => {
  it("uses exact names, so Window Cleaning Tools are not Equipments › Window Cleaning", () => {
    expect(isInScope(product("a"), "Equipments", "Window Cleaning")).toBe(true);
    expect(isInScope(product("b", { category: "Cleaning Tools & Accessories", subcategory: "Window Cleaning Tools" }), "Equipments", "Window Cleaning")).toBe(false);
    expect(isInScope(product("c", { category: "Equipments >> Window Cleaning", subcategory: null }), "Equipments", "Window Cleaning")).toBe(true);
    expect(isInScope(product("d", { category: "Equipments » Window Cleaning", subcategory: null }), "Equipments", null)).toBe(true);
  });
});

describe("category view", () => {
  it("parses defaults and round-trips", () => {
    expect(parseCategoryView(new URLSearchParams(""))).toEqual({ search: "", brand: "", sort: "name", view: "grid", page: 1 });
    const view = parseCategoryView(new URLSearchParams("q=pad&brand=Padmaster&sort=brand&view=list&page=2"));
    expect(parseCategoryView(new URLSearchParams(categoryViewQuery(view)))).toEqual(view);
    expect(parseCategoryView(new URLSearchParams("sort=price")).sort).toBe("name");
  });

  it("filters by search and brand and sorts within the image rank", () => {
    const products = [
      product("Zeta", { brand: "Aquaris", imageUrl: "/attached_assets/a.svg" }),
      product("Alpha", { brand: "Nordvac", imageUrl: null }),
      product("Beta", { brand: "Binova", imageUrl: "/attached_assets/b.svg", description: "steel bin" }),
    ];
    const view = parseCategoryView(new URLSearchParams(""));
    expect(applyCategoryView(products, view).map((p) => p.name)).toEqual(["Beta", "Zeta", "Alpha"]);
    expect(applyCategoryView(products, { ...view, sort: "brand" }).map((p) => p.name)).toEqual(["Zeta", "Beta", "Alpha"]);
    expect(applyCategoryView(products, { ...view, search: "STEEL" }).map((p) => p.name)).toEqual(["Beta"]);
    expect(applyCategoryView(products, { ...view, brand: "nordvac" }).map((p) => p.name)).toEqual(["Alpha"]);
  });
});
