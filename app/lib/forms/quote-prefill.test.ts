import { describe, expect, it } from "vitest";
import { deriveProductFacts } from "~server/catalogue/derived-facts";
import { quoteCategoryFor } from "./quote-prefill";

describe("quoteCategoryFor", () => {
  it.each([
    [
      {
        name: "Nordvac IV 100 Industrial Vacuum Cleaner",
        category: "Equipments",
        subcategory: "Industrial Vacuum Machines",
      },
      "Industrial Vacuum Cleaners",
    ],
    [
      { name: "Nordvac IV 500 Dust Extractor", category: "Equipments", subcategory: "Industrial Vacuum Machines" },
      "Industrial Vacuum Cleaners",
    ],
    [
      {
        name: "Nordvac NV 15 Commercial Dry Vacuum Cleaner",
        category: "Equipments",
        subcategory: "Vacuums & Scrubing Machines",
      },
      "Industrial Vacuum Cleaners",
    ],
    [
      {
        name: "Aquaris Scrubmatic 50 B Walk-Behind Scrubber-Dryer",
        category: "Equipments",
        subcategory: "Vacuums & Scrubing Machines",
      },
      "Floor Care Equipment",
    ],
    [
      { name: "Nordvac SW 700 Walk-Behind Sweeper", category: "Equipments", subcategory: "Floor Cleaning Machines" },
      "Floor Care Equipment",
    ],
    [
      {
        name: "Diamantek Resin Diamond Polishing Pad 100 mm Grit 50",
        category: "Equipments",
        subcategory: "Grinding & Polishing Tools",
      },
      "Floor Care Equipment",
    ],
    [
      {
        name: "Fibrelux CX 35 Carpet Extractor",
        category: "Equipments",
        subcategory: "Carpet cleaning and sanitizing machines",
      },
      "Floor Care Equipment",
    ],
    [
      {
        name: "Vaporis HP 150 Cold Water Pressure Washer",
        category: "Equipments",
        subcategory: "Vacuum , High Pressure & Steam Machines",
      },
      "Specialized Equipment",
    ],
    [
      { name: "Clearview Pro Pure Water Trolley System 25 L", category: "Equipments", subcategory: "Window Cleaning" },
      "Specialized Equipment",
    ],
    [{ name: "Kitchex Degreaser 5 L", category: "Chemicals", subcategory: "Kitchen Chemicals" }, "Cleaning Chemicals"],
    [
      { name: "Kitchex Degreaser 5 L", category: "Chemicals » Kitchen Chemicals", subcategory: null },
      "Cleaning Chemicals",
    ],
    [
      { name: "Binova Pedal Bin 30 L", category: "Waste Management", subcategory: "Bins" },
      "Complete Cleaning Solutions",
    ],
    [
      { name: "Soap Dispenser 1 L", category: "Washroom Hygiene", subcategory: "Dispensers" },
      "Complete Cleaning Solutions",
    ],
    [{ name: "Imported Machine", category: "Specialized Equipment", subcategory: null }, "Specialized Equipment"],
  ])("%o → %s", (product, expected) => {
    expect(quoteCategoryFor({ ...product, ...deriveProductFacts(product) })).toBe(expected);
  });
});
