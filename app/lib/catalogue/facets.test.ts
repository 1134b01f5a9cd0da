import { describe, expect, it } from "vitest";
import type { FacetCell } from "~/lib/search/search-types";
import { brandFacets, catalogueFacets, withCurrent, type FacetOption } from "./facets";

const cell = (
  topCategory: string,
  listedSubcategory: string | null,
  brand: string,
  count: number,
  solutionCategory: string | null = null,
): FacetCell => ({ topCategory, solutionCategory, listedSubcategory, brand, count });

// A small catalogue: two tree categories, one of whose products also belong to a solution category.
const CELLS: FacetCell[] = [
  cell("Chemicals", "Kitchen Chemicals", "Kitchex", 5, "Cleaning Chemicals"),
  cell("Chemicals", "Kitchen Chemicals", "Sanitas Pro", 2, "Cleaning Chemicals"),
  cell("Chemicals", "Housekeeping Chemicals", "Sanitas Pro", 3, "Cleaning Chemicals"),
  cell("Equipments", "Scrubber Dryers", "Aquaris", 4, "Floor Care Equipment"),
  cell("Equipments", "Vacuum Cleaners", "Aquaris", 6, "Industrial Vacuum Cleaners"),
  cell("Equipments", null, "Kitchex", 1),
];
const CHOICES = {
  categories: ["Chemicals", "Equipments", "Waste Management"],
  subcategories: [] as string[],
  brands: ["Aquaris", "Kitchex", "Sanitas Pro", "Zeno"],
};
const NONE = { category: "", subcategory: "", brand: "" };

const counts = (facet: FacetOption[]) => Object.fromEntries(facet.map((option) => [option.value, option.count]));
const offered = (facet: FacetOption[]) => facet.filter((option) => option.offered).map((option) => option.value);

describe("catalogueFacets", () => {
  it("without selections: the total is every cell, each option counts its own products, empty ones are not offered", () => {
    const facets = catalogueFacets(CELLS, NONE, CHOICES);
    expect(facets.matchCount).toBe(21);
    expect(counts(facets.categories)).toEqual({ Chemicals: 10, Equipments: 11, "Waste Management": 0 });
    expect(counts(facets.brands)).toEqual({ Aquaris: 10, Kitchex: 6, "Sanitas Pro": 5, Zeno: 0 });
    expect(offered(facets.categories)).toEqual(["Chemicals", "Equipments"]);
    expect(offered(facets.brands)).toEqual(["Aquaris", "Kitchex", "Sanitas Pro"]);
    expect(facets.categories.every((option) => !option.selected)).toBe(true);
  });

  it("each facet ignores its own selection and is narrowed by the others", () => {
    const selection = { category: "Chemicals", subcategory: "Kitchen Chemicals", brand: "Sanitas Pro" };
    const facets = catalogueFacets(CELLS, selection, {
      ...CHOICES,
      subcategories: ["Housekeeping Chemicals", "Kitchen Chemicals"],
    });
    expect(facets.matchCount).toBe(2);
    // Categories: narrowed by the brand only (a new category resets the subcategory).
    expect(counts(facets.categories)).toEqual({ Chemicals: 5, Equipments: 0, "Waste Management": 0 });
    // Subcategories: narrowed by the category and the brand, not by the subcategory.
    expect(counts(facets.subcategories)).toEqual({ "Housekeeping Chemicals": 3, "Kitchen Chemicals": 2 });
    // Brands: narrowed by the category and the subcategory, not by the brand.
    expect(counts(facets.brands)).toEqual({ Aquaris: 0, Kitchex: 5, "Sanitas Pro": 2, Zeno: 0 });
    expect(facets.brands.find((option) => option.selected)?.value).toBe("Sanitas Pro");
  });

  it("a solution category compares the solution column, a tree category the top category", () => {
    const facets = catalogueFacets(
      CELLS,
      { category: "Floor Care Equipment", subcategory: "", brand: "" },
      { ...CHOICES, categories: ["Chemicals", "Equipments"] },
    );
    expect(facets.matchCount).toBe(4);
    // The selected solution category is listed first with its own count; the tree categories keep theirs.
    expect(facets.categories.map((option) => [option.value, option.count, option.selected])).toEqual([
      ["Floor Care Equipment", 4, true],
      ["Chemicals", 10, false],
      ["Equipments", 11, false],
    ]);
    expect(counts(facets.brands)).toEqual({ Aquaris: 4, Kitchex: 0, "Sanitas Pro": 0, Zeno: 0 });
    // A tree category's name is never read as a solution category's, nor the other way round.
    expect(catalogueFacets(CELLS, { ...NONE, category: "floor care equipment" }, CHOICES).matchCount).toBe(0);
    expect(catalogueFacets(CELLS, { ...NONE, category: "Cleaning Chemicals" }, CHOICES).matchCount).toBe(10);
  });

  it("tree category, subcategory and brand compare case-insensitively", () => {
    const facets = catalogueFacets(
      CELLS,
      { category: "CHEMICALS", subcategory: "kitchen chemicals", brand: "KITCHEX" },
      {
        categories: ["Chemicals", "Equipments"],
        subcategories: ["Housekeeping Chemicals", "Kitchen Chemicals"],
        brands: ["Kitchex", "Sanitas Pro"],
      },
    );
    expect(facets.matchCount).toBe(5);
    // The listed option is the selected one; no second spelling of it is added.
    expect(facets.categories.map((option) => option.value)).toEqual(["Chemicals", "Equipments"]);
    expect(facets.categories[0]).toEqual({ value: "Chemicals", count: 5, selected: true, offered: true });
    expect(facets.subcategories.find((option) => option.selected)?.value).toBe("Kitchen Chemicals");
    expect(facets.brands.find((option) => option.selected)?.value).toBe("Kitchex");
  });

  it("a selected option that would show nothing stays offered; the count is then 0", () => {
    const facets = catalogueFacets(CELLS, { ...NONE, category: "Waste Management", brand: "Zeno" }, CHOICES);
    expect(facets.matchCount).toBe(0);
    expect(facets.categories.find((option) => option.value === "Waste Management")).toEqual({
      value: "Waste Management",
      count: 0,
      selected: true,
      offered: true,
    });
    expect(facets.brands.find((option) => option.value === "Zeno")).toMatchObject({ count: 0, offered: true });
    expect(offered(facets.brands)).toEqual(["Zeno"]);
  });

  it("no cells (nothing matches the search): every count is 0 and only selections are offered", () => {
    const facets = catalogueFacets([], { ...NONE, brand: "Kitchex" }, CHOICES);
    expect(facets.matchCount).toBe(0);
    expect(offered(facets.categories)).toEqual([]);
    expect(offered(facets.brands)).toEqual(["Kitchex"]);
  });

  it("the total always equals the sum of the options of a facet whose own selection is empty", () => {
    const facets = catalogueFacets(CELLS, { ...NONE, brand: "Aquaris" }, CHOICES);
    const treeSum = facets.categories.reduce((total, option) => total + option.count, 0);
    expect(facets.matchCount).toBe(10);
    expect(treeSum).toBe(facets.matchCount);
  });

  it("cells that differ only in their relevance tier are summed", () => {
    const tiered: FacetCell[] = [
      { ...cell("Chemicals", "Kitchen Chemicals", "Kitchex", 2), tier: 1 },
      { ...cell("Chemicals", "Kitchen Chemicals", "Kitchex", 3), tier: 3 },
    ];
    const facets = catalogueFacets(tiered, NONE, CHOICES);
    expect(facets.matchCount).toBe(5);
    expect(counts(facets.categories).Chemicals).toBe(5);
    expect(counts(facets.brands).Kitchex).toBe(5);
  });
});

describe("brandFacets", () => {
  it("counts each brand of the scope case-insensitively and offers only brands with products or the selected one", () => {
    const facets = brandFacets(
      ["Aquaris", "Kitchex", "Sanitas Pro"],
      [
        { brand: "Kitchex", count: 3 },
        { brand: "SANITAS PRO", count: 2 },
      ],
      "aquaris",
    );
    expect(facets).toEqual([
      { value: "Aquaris", count: 0, selected: true, offered: true },
      { value: "Kitchex", count: 3, selected: false, offered: true },
      { value: "Sanitas Pro", count: 2, selected: false, offered: true },
    ]);
    expect(brandFacets(["Aquaris"], [], "").map((option) => option.offered)).toEqual([false]);
    expect(brandFacets(["Aquaris"], [{ brand: "Aquaris", count: 1 }], "Zeno")).toEqual([
      { value: "Zeno", count: 0, selected: true, offered: true },
      { value: "Aquaris", count: 1, selected: false, offered: true },
    ]);
  });
});

describe("withCurrent", () => {
  it("adds a selected value the list lacks, once, in front", () => {
    expect(withCurrent(["A", "B"], "C")).toEqual(["C", "A", "B"]);
    expect(withCurrent(["A", "B"], "a")).toEqual(["A", "B"]);
    expect(withCurrent(["A", "B"], "")).toEqual(["A", "B"]);
  });
});
