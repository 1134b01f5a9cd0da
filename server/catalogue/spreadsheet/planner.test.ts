import { describe, expect, it } from "vitest";
import { planImport } from "./planner";
import type { ExistingProduct, RowValues } from "./product-values";
import type { ParsedRow } from "./sheet-rows";

const product = (overrides: Partial<ExistingProduct> & Pick<ExistingProduct, "id" | "name">): ExistingProduct => ({
  brand: "Acme",
  category: "Equipments",
  subcategory: null,
  description: "",
  features: null,
  specifications: null,
  imageUrl: null,
  productUrl: null,
  serialNumber: null,
  price: null,
  isActive: true,
  nameAr: null,
  descriptionAr: null,
  featuresAr: null,
  specificationsAr: null,
  ...overrides,
});

let next = 2;
const row = (values: RowValues, rowNumber = next++): ParsedRow => ({ rowNumber, values });

describe("planImport", () => {
  const existing = [
    product({ id: "p1", name: "Scrubber", serialNumber: "SN-1", price: "100.00", features: ["Quiet"] }),
    product({ id: "p2", name: "Mop", description: "Cotton\r\nmop" }),
    product({ id: "p3", name: "Twin", serialNumber: "T-1" }),
    product({ id: "p4", name: "Twin", serialNumber: "T-2" }),
  ];

  it("matches by serial number first and lists only the changed fields", () => {
    const plan = planImport(
      [row({ name: "Scrubber XL", brand: "Acme", serialNumber: "sn-1", price: "120.00", features: ["Quiet"] }, 2)],
      existing,
      ["Acme"],
    );
    expect(plan.rows).toEqual([
      {
        rowNumber: 2,
        action: "update",
        productId: "p1",
        name: "Scrubber XL",
        brand: "Acme",
        changes: { name: ["Scrubber", "Scrubber XL"], serialNumber: ["SN-1", "sn-1"], price: ["100.00", "120.00"] },
      },
    ]);
  });

  it("falls back to name and brand, case-insensitively, and treats line-ending and empty-list differences as unchanged", () => {
    const plan = planImport(
      [row({ name: "mop", brand: "ACME", description: "Cotton\nmop", features: null }, 2)],
      existing,
      ["Acme"],
    );
    expect(plan.rows[0]).toMatchObject({
      action: "update",
      productId: "p2",
      changes: { name: ["Mop", "mop"], brand: ["Acme", "ACME"] },
    });
    const same = planImport(
      [row({ name: "Mop", brand: "Acme", description: "Cotton\nmop", features: null, subcategory: null }, 2)],
      existing,
      ["Acme"],
    );
    expect(same.rows[0]).toEqual({ rowNumber: 2, action: "unchanged", productId: "p2", name: "Mop", brand: "Acme" });
    expect(same.counts).toEqual({ create: 0, update: 0, unchanged: 1, reject: 0 });
  });

  it("creates a product for a new serial number even when the name exists with another serial number", () => {
    const plan = planImport([row({ name: "Twin", brand: "Acme", serialNumber: "T-3" }, 2)], existing, ["Acme"]);
    expect(plan.rows[0]).toMatchObject({ action: "create" });
  });

  it("gives a serial number to a same-named product that has none", () => {
    const plan = planImport([row({ name: "Mop", brand: "Acme", serialNumber: "M-1" }, 2)], existing, ["Acme"]);
    expect(plan.rows[0]).toMatchObject({ action: "update", productId: "p2", changes: { serialNumber: [null, "M-1"] } });
  });

  it("rejects a row whose name and brand match several products and which has no serial number", () => {
    const plan = planImport([row({ name: "Twin", brand: "Acme" }, 5)], existing, ["Acme"]);
    expect(plan.rows[0]).toEqual({
      rowNumber: 5,
      action: "reject",
      label: "Twin · Acme",
      reasons: [{ message: expect.stringContaining('2 catalogue products are named "Twin"') }],
    });
  });

  it("rejects every row of a serial number that is twice in the file, naming both rows", () => {
    const plan = planImport(
      [
        row({ name: "A", brand: "Acme", serialNumber: "X-1" }, 3),
        row({ name: "B", brand: "Acme", serialNumber: "x-1" }, 9),
        row({ name: "C", brand: "Acme" }, 10),
      ],
      existing,
      ["Acme"],
    );
    expect(plan.rows.map((plan) => plan.action)).toEqual(["reject", "reject", "create"]);
    expect(plan.rows[0]).toMatchObject({
      reasons: [{ field: "serialNumber", message: "The same serial number is in rows 3, 9." }],
    });
    expect(plan.counts).toEqual({ create: 1, update: 0, unchanged: 0, reject: 2 });
  });

  it("rejects two rows that reach the same product by different routes, and new duplicates without serial numbers", () => {
    const plan = planImport(
      [
        row({ name: "Scrubber", brand: "Acme", serialNumber: "SN-1" }, 2),
        row({ name: "scrubber", brand: "acme", serialNumber: "SN-1 " }, 3),
        row({ name: "New", brand: "Acme" }, 4),
        row({ name: "new", brand: "Acme" }, 5),
      ],
      existing,
      ["Acme"],
    );
    expect(plan.rows.map((plan) => plan.action)).toEqual(["reject", "reject", "reject", "reject"]);
    expect(plan.rows[2]).toMatchObject({
      reasons: [{ message: "The same name and brand without a serial number is in rows 4, 5." }],
    });
  });

  it("turns cell errors into reasons with their column", () => {
    const plan = planImport(
      [{ rowNumber: 7, errors: [{ column: "K", field: "price", message: "Price must be a number." }] }],
      existing,
      ["Acme"],
    );
    expect(plan.rows).toEqual([
      {
        rowNumber: 7,
        action: "reject",
        label: "",
        reasons: [{ column: "K", field: "price", message: "Price must be a number." }],
      },
    ]);
  });

  it("lists each unknown brand once, in its first spelling, only for rows that write it", () => {
    const plan = planImport(
      [
        row({ name: "A", brand: "Nova" }, 2),
        row({ name: "B", brand: "NOVA" }, 3),
        row({ name: "C", brand: "acme" }, 4),
      ],
      existing,
      ["Acme"],
    );
    expect(plan.newBrands).toEqual(["Nova"]);
  });

  it("compares only the columns the file has", () => {
    const plan = planImport([row({ name: "Scrubber", brand: "Acme", serialNumber: "SN-1" }, 2)], existing, ["Acme"]);
    expect(plan.rows[0]).toMatchObject({ action: "unchanged" });
  });
});
