import { describe, expect, it } from "vitest";
import { CATEGORY_TREE } from "~/content/category-tree";
import { categoryPageHref, categoryViewQuery, matchCategoryParams, parseCategoryView } from "./category-scope";

// Scope (which products a category page lists) is a derived fact: server/catalogue/derived-facts.test.ts; search, brand
// and order are SQL: tests/api/catalogue-category.test.ts.

describe("matchCategoryParams", () => {
  it("matches the spec's slug rule, encoded or not, in any case", () => {
    expect(matchCategoryParams(CATEGORY_TREE, "equipments")?.category.name).toBe("Equipments");
    expect(matchCategoryParams(CATEGORY_TREE, "Cleaning-Tools-%26-Accessories", "floor-pads")?.subcategory?.name).toBe(
      "Floor Pads",
    );
    expect(
      matchCategoryParams(CATEGORY_TREE, "equipments", "vacuum-,-high-pressure-&-steam-machines")?.subcategory?.name,
    ).toBe("Vacuum , High Pressure & Steam Machines");
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

describe("category view", () => {
  it("parses defaults and round-trips", () => {
    expect(parseCategoryView(new URLSearchParams(""))).toEqual({
      search: "",
      brand: "",
      sort: "name",
      view: "grid",
      page: 1,
      ranges: [],
    });
    const view = parseCategoryView(new URLSearchParams("q=pad&brand=Padmaster&sort=brand&view=list&page=2"));
    expect(parseCategoryView(new URLSearchParams(categoryViewQuery(view)))).toEqual(view);
    expect(parseCategoryView(new URLSearchParams("sort=price")).sort).toBe("name");
    expect(
      categoryViewQuery({ brand: "Nordvac", ranges: [{ slug: "working-width", min: 450, max: null }], page: 1 }),
    ).toBe("?brand=Nordvac&working-width.min=450");
  });
});
