import { describe, expect, it } from "vitest";
import { quoteCategoryFor } from "./quote-prefill";

describe("quoteCategoryFor", () => {
  it.each([
    [{ name: "Nordvac IV 100 Industrial Vacuum Cleaner", category: "Equipments", subcategory: "Industrial Vacuum Machines" }, "Industrial Vacuum Cleaners"],
    [{ name: "Aquaris Scrubmatic 50 B Walk-Behind Scrubber-Dryer", category: "Equipments", subcategory: "Vacuums & Scrubing Machines" }, "Floor Care Equipment"],
    [{ name: "Diamantek Resin Pad", category: "Equipments", subcategory: "Grinding & Polishing Tools" }, "Specialized Equipment"],
    [{ name: "Kitchex Degreaser 5 L", category: "Chemicals", subcategory: "Kitchen Chemicals" }, "Cleaning Chemicals"],
    [{ name: "Binova Pedal Bin 30 L", category: "Waste Management", subcategory: "Bins" }, "Complete Cleaning Solutions"],
  ])("%o → %s", (product, expected) => {
    expect(quoteCategoryFor(product)).toBe(expected);
  });
});
