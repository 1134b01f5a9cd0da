import { describe, expect, it } from "vitest";
import { planImport } from "./planner";
import { previewLines } from "./preview-text";

describe("previewLines", () => {
  it("prints counts, new brands, rejects first with row and column, then creates and updates with their changes", () => {
    const plan = planImport(
      [
        { rowNumber: 2, values: { name: "Mop", brand: "Acme", price: "12.00" } },
        { rowNumber: 3, errors: [{ column: "A", field: "name", message: "Name is required." }] },
        { rowNumber: 4, values: { name: "Bin", brand: "Nova" } },
      ],
      [
        {
          id: "p1",
          name: "Mop",
          brand: "Acme",
          category: "General",
          subcategory: null,
          description: "",
          features: null,
          specifications: null,
          imageUrl: null,
          productUrl: null,
          serialNumber: null,
          price: "10.00",
          isActive: true,
          nameAr: null,
          descriptionAr: null,
          featuresAr: null,
          specificationsAr: null,
        },
      ],
      ["Acme"],
    );
    expect(previewLines(plan)).toEqual([
      "1 to create, 1 to update, 0 unchanged, 1 rejected.",
      "New brands: Nova",
      "Row 3: REJECTED",
      "    Column A (name): Name is required.",
      "Row 2: update   Mop · Acme",
      "    price: 10.00 → 12.00",
      "Row 4: create   Bin · Nova",
      "    no serial number",
    ]);
    expect(previewLines(plan, 1).at(-1)).toBe("… and 2 more rows.");
  });
});
