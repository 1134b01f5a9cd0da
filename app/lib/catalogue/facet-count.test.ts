import { describe, expect, it } from "vitest";
import type { FacetCell } from "~/lib/search/search-types";
import { cellPasses, countInCells } from "./facet-count";

const cell = (values: Partial<FacetCell>): FacetCell => ({
  topCategory: "Equipments",
  solutionCategory: null,
  listedSubcategory: null,
  brand: "Aquaris",
  count: 1,
  ...values,
});

const SCRUBBERS = cell({
  topCategory: "Equipments",
  solutionCategory: "Floor Care Equipment",
  listedSubcategory: "Floor Cleaning Machines",
  brand: "Aquaris",
  count: 5,
});
const VACUUMS = cell({
  topCategory: "Equipments",
  solutionCategory: "Industrial Vacuum Cleaners",
  listedSubcategory: "Industrial Vacuum Machines",
  brand: "Nordvac",
  count: 3,
});
const AQUARIS_VACUUMS = cell({ ...VACUUMS, brand: "Aquaris", count: 2 });
const DEGREASERS = cell({
  topCategory: "Chemicals",
  solutionCategory: "Cleaning Chemicals",
  listedSubcategory: "Kitchen Chemicals",
  brand: "Kitchex",
  count: 7,
});
const TOWELS = cell({
  topCategory: "Washroom Hygiene",
  solutionCategory: null,
  listedSubcategory: null,
  brand: "Hygiena",
  count: 11,
});
const CELLS = [SCRUBBERS, VACUUMS, AQUARIS_VACUUMS, DEGREASERS, TOWELS];

const none = { category: "", subcategory: "", brand: "" };

describe("cellPasses", () => {
  it("keeps every cell without a filter", () => {
    expect(CELLS.every((each) => cellPasses(each, none))).toBe(true);
  });

  it("compares a tree category case-insensitively with the top category", () => {
    const filter = { ...none, category: "equipments" };
    expect(cellPasses(SCRUBBERS, filter)).toBe(true);
    expect(cellPasses(VACUUMS, filter)).toBe(true);
    expect(cellPasses(DEGREASERS, filter)).toBe(false);
    expect(cellPasses(TOWELS, { ...none, category: "WASHROOM HYGIENE" })).toBe(true);
  });

  it("compares a solution category with the solution category, not the top category", () => {
    const filter = { ...none, category: "Floor Care Equipment" };
    expect(cellPasses(SCRUBBERS, filter)).toBe(true);
    expect(cellPasses(VACUUMS, filter)).toBe(false);
    expect(cellPasses(TOWELS, filter)).toBe(false);
    // A product whose top category has the solution's name is not in the solution without the solution category.
    expect(cellPasses(cell({ topCategory: "Floor Care Equipment", solutionCategory: null }), filter)).toBe(false);
  });

  it("compares a solution category exactly: another case is a tree category that no product has", () => {
    expect(cellPasses(SCRUBBERS, { ...none, category: "floor care equipment" })).toBe(false);
    expect(
      cellPasses(cell({ topCategory: "Floor Care Equipment" }), { ...none, category: "floor care equipment" }),
    ).toBe(true);
  });

  it("compares the subcategory and the brand case-insensitively", () => {
    expect(cellPasses(SCRUBBERS, { ...none, category: "Equipments", subcategory: "floor cleaning MACHINES" })).toBe(
      true,
    );
    expect(cellPasses(VACUUMS, { ...none, category: "Equipments", subcategory: "Floor Cleaning Machines" })).toBe(
      false,
    );
    expect(cellPasses(SCRUBBERS, { ...none, brand: "AQUARIS" })).toBe(true);
    expect(cellPasses(VACUUMS, { ...none, brand: "aquaris" })).toBe(false);
  });

  it("keeps a cell without a subcategory out of any subcategory", () => {
    expect(cellPasses(TOWELS, { ...none, category: "Washroom Hygiene", subcategory: "Dispensers" })).toBe(false);
  });

  it("requires every filter", () => {
    const filter = { category: "Equipments", subcategory: "Industrial Vacuum Machines", brand: "Aquaris" };
    expect(cellPasses(AQUARIS_VACUUMS, filter)).toBe(true);
    expect(cellPasses(VACUUMS, filter)).toBe(false);
    expect(cellPasses(SCRUBBERS, filter)).toBe(false);
  });

  it("ignores the facet it is counting", () => {
    const filter = { category: "Chemicals", subcategory: "", brand: "Aquaris" };
    expect(cellPasses(SCRUBBERS, filter)).toBe(false);
    expect(cellPasses(SCRUBBERS, filter, "category")).toBe(true);
    expect(cellPasses(DEGREASERS, filter, "brand")).toBe(true);
    expect(cellPasses(DEGREASERS, filter, "category")).toBe(false);
  });

  it("ignores the subcategory with the category (it belongs to the category)", () => {
    const filter = { category: "Chemicals", subcategory: "Kitchen Chemicals", brand: "" };
    expect(cellPasses(SCRUBBERS, filter, "category")).toBe(true);
    expect(cellPasses(SCRUBBERS, filter, "subcategory")).toBe(false);
    expect(
      cellPasses(cell({ ...DEGREASERS, listedSubcategory: "Housekeeping Chemicals" }), filter, "subcategory"),
    ).toBe(true);
  });

  it("keeps the subcategory when only the brand is ignored", () => {
    const filter = { category: "Equipments", subcategory: "Floor Cleaning Machines", brand: "Nordvac" };
    expect(cellPasses(SCRUBBERS, filter, "brand")).toBe(true);
    expect(cellPasses(VACUUMS, filter, "brand")).toBe(false);
  });
});

describe("countInCells", () => {
  it("adds the counts of the cells that pass", () => {
    expect(countInCells(CELLS, none)).toBe(28);
    expect(countInCells(CELLS, { ...none, category: "Equipments" })).toBe(10);
    expect(countInCells(CELLS, { ...none, category: "Industrial Vacuum Cleaners" })).toBe(5);
    expect(countInCells(CELLS, { ...none, category: "Equipments", brand: "aquaris" })).toBe(7);
    expect(
      countInCells(CELLS, { category: "Equipments", subcategory: "Industrial Vacuum Machines", brand: "Nordvac" }),
    ).toBe(3);
  });

  it("is 0 when nothing passes or there are no cells", () => {
    expect(countInCells(CELLS, { ...none, brand: "Nobody" })).toBe(0);
    expect(countInCells([], none)).toBe(0);
  });
});
