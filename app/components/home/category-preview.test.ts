import { describe, expect, it } from "vitest";
import { CATEGORY_TREE } from "~/content/category-tree";
import { HOME_CATEGORY_SUBCATEGORY_LIMIT, HOME_TEXT } from "~/content/company";
import { categoryPreview } from "./category-preview";

describe("categoryPreview", () => {
  it("keeps the first items in order and counts the rest", () => {
    expect(categoryPreview(["a", "b", "c", "d", "e", "f"], 4)).toEqual({ shown: ["a", "b", "c", "d"], hiddenCount: 2 });
  });

  it("shows everything when the list is within the limit", () => {
    expect(categoryPreview(["a", "b"], 4)).toEqual({ shown: ["a", "b"], hiddenCount: 0 });
    expect(categoryPreview([], 4)).toEqual({ shown: [], hiddenCount: 0 });
  });

  it("treats a negative limit as zero", () => {
    expect(categoryPreview(["a"], -1)).toEqual({ shown: [], hiddenCount: 1 });
  });

  it("gives the spec's home cards: Equipments shows 4 and '+4 more categories', Chemicals shows both", () => {
    const byName = Object.fromEntries(
      CATEGORY_TREE.map((category) => [
        category.name,
        categoryPreview(category.subCategories, HOME_CATEGORY_SUBCATEGORY_LIMIT),
      ]),
    );
    expect(byName["Equipments"]?.shown.map((sub) => sub.name)).toEqual([
      "Vacuums & Scrubing Machines",
      "Grinding & Polishing Tools",
      "Floor Cleaning Machines",
      "Vacuum , High Pressure & Steam Machines",
    ]);
    expect(HOME_TEXT.en.moreCategories(byName["Equipments"]!.hiddenCount)).toBe("+4 more categories");
    expect(HOME_TEXT.en.moreCategories(byName["Washroom Hygiene"]!.hiddenCount)).toBe("+5 more categories");
    expect(HOME_TEXT.ar.moreCategories(byName["Equipments"]!.hiddenCount)).toBe("+4 فئات أخرى");
    expect(byName["Chemicals"]).toMatchObject({ hiddenCount: 0 });
    expect(byName["Waste Management"]).toMatchObject({ hiddenCount: 0 });
  });
});
