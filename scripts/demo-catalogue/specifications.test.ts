/**
 * The demo catalogue's specifications as the site reads them (issue 19): through the parser every page, comparison and
 * range filter uses, so what is checked here is what a visitor gets.
 */
import { describe, expect, it } from "vitest";
import { specificationRows, type SpecificationRow } from "~/lib/catalogue/specifications";
import { buildDemoCatalogue } from "./build";
import { DEMO_PLAN } from "./product-lines";
import { amount, LABELS, measure, quantity, MONTHS } from "./specification-lines";

const catalogue = buildDemoCatalogue();
const products = catalogue.products.map((product) => ({
  ...product,
  rows: specificationRows(product.specifications, product.specificationsAr),
}));
type Product = (typeof products)[number];

/** Machines: the Equipments subcategories but its diamond tooling and polishing consumables. */
const isMachine = (product: Product) =>
  product.category === "Equipments" && product.subcategory !== "Grinding & Polishing Tools";
const CHEMICAL_SUBCATEGORIES = ["Housekeeping Chemicals", "Kitchen Chemicals"];
const isChemical = (product: Product) => CHEMICAL_SUBCATEGORIES.includes(product.subcategory ?? "");

/** A row as comparison and range filters group it: key and unit code, "(#)" for a number without unit. */
const signature = (row: SpecificationRow) =>
  `${row.key}${row.unitCode ? ` (${row.unitCode})` : row.number !== null ? " (#)" : ""}`;
const measured = (row: SpecificationRow) => row.number !== null && row.unitCode !== null;

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

const lineOf = new Map<string, string>(
  DEMO_PLAN.flatMap((plan) =>
    plan.lines.flatMap((line, index) =>
      line.models.map((model): [string, string] => [`${line.brand} ${model.name[0]}`, `${plan.subcategory} #${index}`]),
    ),
  ),
);

const valueOf = (product: Product, key: string) => product.rows.find((row) => row.key === key)?.number ?? null;

describe("the demo catalogue's specifications", () => {
  it("gives every machine 4-8 rows, the same labels and units within a line, and 4 or more measured labels its whole subcategory shares", () => {
    const machines = products.filter(isMachine);
    expect(machines.length).toBeGreaterThan(60);
    for (const machine of machines) {
      expect(machine.rows.length, machine.name).toBeGreaterThanOrEqual(4);
      expect(machine.rows.length, machine.name).toBeLessThanOrEqual(8);
    }
    for (const [line, items] of groupBy(machines, (machine) => lineOf.get(machine.name)!)) {
      const first = items[0]!.rows.map((row) => row.key);
      for (const item of items)
        expect(
          item.rows.map((row) => row.key),
          `${line}: ${item.name}`,
        ).toEqual(first);
      // Every measured label has one unit across the line (a mains machine's run time is words).
      for (const key of first)
        expect(
          new Set(items.flatMap((item) => item.rows.filter((row) => row.key === key && row.unitCode).map(signature)))
            .size,
          `${line}: ${key}`,
        ).toBeLessThanOrEqual(1);
    }
    for (const [subcategory, items] of groupBy(machines, (machine) => machine.subcategory!)) {
      const shared = items[0]!.rows
        .filter(measured)
        .map(signature)
        .filter((label) => items.every((item) => item.rows.filter(measured).map(signature).includes(label)));
      expect(shared.length, `${subcategory}: ${shared.join(", ")}`).toBeGreaterThanOrEqual(4);
    }
  });

  it("gives each machine of a line its own figures, growing with the model as in the trade", () => {
    for (const [line, items] of groupBy(products.filter(isMachine), (machine) => lineOf.get(machine.name)!)) {
      const texts = items.map((item) => item.specifications);
      expect(new Set(texts).size, line).toBe(texts.length);
    }
    // The walk-behind battery scrubber-dryers: wider models carry bigger tanks, weigh more and are louder.
    const walkBehind = products
      .filter((product) => /^Aquaris Scrubmatic \d+ B /.test(product.name))
      .sort((a, b) => valueOf(a, "working width")! - valueOf(b, "working width")!);
    expect(walkBehind.map((product) => product.name.match(/\d+/)![0])).toEqual(["43", "50", "55", "65", "75"]);
    for (const key of ["solution tank", "recovery tank", "weight", "noise level", "power"]) {
      const values = walkBehind.map((product) => valueOf(product, key)!);
      expect(values, key).toEqual([...values].sort((a, b) => a - b));
      expect(new Set(values).size, key).toBeGreaterThan(1);
    }
    expect(valueOf(walkBehind[0]!, "working width")).toBe(430);
  });

  it("has three or more scrubber-dryers in one subcategory to compare: the same measured rows, different values", () => {
    const compared = ["working width", "solution tank", "recovery tank", "run time", "noise level"];
    const scrubberDryers = products.filter(
      (product) =>
        product.subcategory === "Vacuums & Scrubing Machines" &&
        /Scrubber[- ]Dryer/.test(product.name) &&
        compared.every((key) => valueOf(product, key) !== null),
    );
    expect(scrubberDryers.length).toBeGreaterThanOrEqual(3);
    // The trio the browser test compares (issue 19): every compared row differs, the voltage is the same.
    const trio = ["Scrubmatic 43 B", "Scrubmatic 55 B", "Scrubmatic 65 B"].map((model) =>
      scrubberDryers.find((product) => product.name.includes(model))!,
    );
    for (const key of compared)
      expect(new Set(trio.map((product) => valueOf(product, key))).size, key).toBe(trio.length);
    expect(new Set(trio.map((product) => valueOf(product, "voltage")))).toEqual(new Set([24]));
  });

  it("reads every Arabic line as the translation of the English one: same place, same number, same unit", () => {
    const ARABIC = /[\u0600-\u06FF]/;
    for (const product of products) {
      expect(product.specificationsAr!.split("\n"), product.name).toHaveLength(
        product.specifications!.split("\n").length,
      );
      for (const row of product.rows) {
        const where = `${product.name}: ${row.en?.label}`;
        expect(row.en?.label, where).toBeTruthy();
        expect(row.ar?.label, where).toMatch(ARABIC);
        expect(row.ar?.number, where).toBe(row.en?.number);
        expect(row.ar?.unitCode, where).toBe(row.en?.unitCode);
      }
    }
    // One Arabic label per English label across the catalogue (the working width of grinders aside).
    const labels = groupBy(
      products.flatMap((product) => product.rows),
      (row) => row.key!,
    );
    for (const [key, rows] of labels)
      expect(new Set(rows.map((row) => row.ar!.label)).size, key).toBeLessThanOrEqual(key === "working width" ? 2 : 1);
  });

  it("gives chemicals their pack size (the name's), dilution, pH, colour, fragrance and shelf life", () => {
    const chemicals = products.filter(isChemical);
    expect(chemicals).toHaveLength(65);
    for (const chemical of chemicals) {
      expect(chemical.rows.map((row) => row.key)).toEqual([
        "pack size",
        "dilution",
        "ph",
        "colour",
        "fragrance",
        "shelf life",
      ]);
      const [, litres] = chemical.name.match(/ (\d+) L$/)!;
      expect(chemical.rows[0], chemical.name).toMatchObject({ number: Number(litres), unitCode: "LTR" });
      const ph = valueOf(chemical, "ph")!;
      expect(ph, chemical.name).toBeGreaterThanOrEqual(0);
      expect(ph, chemical.name).toBeLessThanOrEqual(14);
    }
  });

  it("gives every other product 3-6 rows, the same labels for a kind where sensible", () => {
    for (const product of products.filter((item) => !isMachine(item) && !isChemical(item))) {
      expect(product.rows.length, product.name).toBeGreaterThanOrEqual(3);
      expect(product.rows.length, product.name).toBeLessThanOrEqual(6);
    }
    const bins = products.filter((product) => product.subcategory === "Bins");
    for (const bin of bins) {
      expect(bin.rows.map(signature), bin.name).toEqual([
        "capacity (LTR)",
        "height (MMT)",
        "width (MMT)",
        "material",
        "weight (KGM)",
      ]);
      expect(valueOf(bin, "capacity"), bin.name).toBe(Number(bin.name.match(/ (\d+) L$/)![1]));
    }
    for (const pad of products.filter((product) => product.subcategory === "Floor Pads"))
      expect(valueOf(pad, "diameter"), pad.name).toBe(pad.name.endsWith('17"') ? 432 : 508);
  });

  it("measures two thirds of all rows, most of them with a unit code", () => {
    const rows = products.flatMap((product) => product.rows);
    expect(rows.filter((row) => row.number !== null).length / rows.length).toBeGreaterThan(0.6);
    expect(rows.filter(measured).length / rows.length).toBeGreaterThan(0.5);
  });
});

describe("specification lines of the demo", () => {
  it("writes numbers the same way in both languages, thousands grouped with a comma", () => {
    expect([1100, 2.5, 14.4, 12200, 1000000, 0.45].map(amount)).toEqual([
      "1,100",
      "2.5",
      "14.4",
      "12,200",
      "1,000,000",
      "0.45",
    ]);
    expect(() => amount(0.1 * 3)).toThrow(/Not an amount/);
    expect(() => amount(-1)).toThrow(/Not an amount/);
  });

  it("spells units as the units table does, with Arabic's plural for 3 to 10", () => {
    expect(measure(LABELS.power, 1100, "WTT")).toEqual(["Power: 1,100 W", "القدرة: 1,100 واط"]);
    expect(measure(LABELS.runTime, 3, "HUR")).toEqual(["Run time: 3 h", "مدة التشغيل: 3 ساعات"]);
    expect(measure(LABELS.runTime, 2.5, "HUR")).toEqual(["Run time: 2.5 h", "مدة التشغيل: 2.5 ساعة"]);
    expect(measure(LABELS.noise, 62, "2N")).toEqual(["Noise level: 62 dB(A)", "مستوى الضجيج: 62 ديسيبل (A)"]);
    expect(quantity(LABELS.shelfLife, 24, MONTHS)).toEqual(["Shelf life: 24 months", "مدة الصلاحية: 24 شهرًا"]);
    expect(() => measure(LABELS.power, 1, "XYZ")).toThrow(/No unit XYZ/);
  });
});
