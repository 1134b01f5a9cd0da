import { describe, expect, it } from "vitest";
import { isAutomationSolution, isChemicalSolution, isFloorCareSolution, isVacuumSolution } from "./focused-solutions";
import { parseSector, productFitsSector } from "./sectors";
import { solutionCategoryOf, topLevelCategory } from "./solution-categories";

const p = (name: string, category: string, subcategory: string | null = null, features: string[] | null = null) => ({ name, category, subcategory, features });

describe("solution vocabulary", () => {
  it("maps tree products onto the solution categories and keeps literal ones", () => {
    expect(solutionCategoryOf(p("Nordvac IV 100 Industrial Vacuum Cleaner", "Equipments", "Industrial Vacuum Machines"))).toBe("Industrial Vacuum Cleaners");
    expect(solutionCategoryOf(p("Aquaris Scrubmatic 50 Scrubber-Dryer", "Equipments", "Vacuums & Scrubing Machines"))).toBe("Floor Care Equipment");
    expect(solutionCategoryOf(p("Kitchex Degreaser 5 L", "Chemicals", "Kitchen Chemicals"))).toBe("Cleaning Chemicals");
    expect(solutionCategoryOf(p("Glass Cleaner", "Chemicals » Housekeeping Chemicals"))).toBe("Cleaning Chemicals");
    expect(solutionCategoryOf(p("Anything", "Floor Care Equipment"))).toBe("Floor Care Equipment");
    expect(solutionCategoryOf(p("Diamond Pad", "Equipments", "Grinding & Polishing Tools"))).toBeNull();
    expect(solutionCategoryOf(p("Pedal Bin", "Waste Management", "Bins"))).toBeNull();
    expect(topLevelCategory("Equipments >> Window Cleaning")).toBe("Equipments");
  });
});

describe("sector rules (spec 2.10)", () => {
  it("parses known sectors case-insensitively and ignores others", () => {
    expect(parseSector("Healthcare")).toBe("healthcare");
    expect(parseSector("retail")).toBeNull();
    expect(parseSector(null)).toBeNull();
  });

  it("commercial and hospitality take floor care, vacuums and chemicals", () => {
    for (const sector of ["commercial", "hospitality"] as const) {
      expect(productFitsSector(p("Scrubmatic", "Equipments", "Floor Cleaning Machines"), sector)).toBe(true);
      expect(productFitsSector(p("Glass Cleaner", "Chemicals"), sector)).toBe(true);
      expect(productFitsSector(p("Pedal Bin", "Waste Management", "Bins"), sector)).toBe(false);
    }
  });

  it("healthcare takes chemicals, vacuums and anything that disinfects or sanitizes", () => {
    expect(productFitsSector(p("Touch-Free Sanitizer Dispenser", "Washroom Hygiene", "Dispensers"), "healthcare")).toBe(true);
    expect(productFitsSector(p("Hospital-Grade Disinfectant", "Other"), "healthcare")).toBe(true);
    expect(productFitsSector(p("Scrubmatic", "Equipments", "Floor Cleaning Machines"), "healthcare")).toBe(false);
  });
});

describe("focused solution pages (spec 2.9)", () => {
  it("vacuum page takes industrial vacuums", () => {
    expect(isVacuumSolution(p("Nordvac NV 30 Commercial Dry Vacuum Cleaner", "Equipments", "Vacuums & Scrubing Machines"))).toBe(true);
    expect(isVacuumSolution(p("Padmaster Floor Pad", "Cleaning Tools & Accessories"))).toBe(false);
  });

  it("automation page matches smart, AI, auto and intelligent features, not words that merely contain 'ai'", () => {
    expect(isAutomationSolution(p("Robot", "Equipments", null, ["AI obstacle detection"]))).toBe(true);
    expect(isAutomationSolution(p("Robot", "Equipments", null, ["Auto-docking and self-charging"]))).toBe(true);
    expect(isAutomationSolution(p("Robot", "Equipments", null, ["Smart route mapping"]))).toBe(true);
    expect(isAutomationSolution(p("Bin", "Waste Management", null, ["Fingerprint-resistant stainless steel", "Easy to maintain"]))).toBe(false);
    expect(isAutomationSolution(p("Squeegee", "Tools", null, ["Autoclavable up to 95 °C"]))).toBe(false);
    expect(isAutomationSolution(p("Bin", "Waste Management", null, null))).toBe(false);
  });

  it("floor care and chemicals pages add name matches, but a vacuum cleaner is not a chemical", () => {
    expect(isFloorCareSolution(p("Padmaster Red Buffing Floor Pad", "Cleaning Tools & Accessories", "Floor Pads"))).toBe(true);
    expect(isChemicalSolution(p("Sanitas Pro Food-Safe Sanitizer", "Chemicals", "Kitchen Chemicals"))).toBe(true);
    expect(isChemicalSolution(p("Mystery Detergent", "General"))).toBe(true);
    expect(isChemicalSolution(p("Nordvac NV 30 Commercial Dry Vacuum Cleaner", "Equipments", "Vacuums & Scrubing Machines"))).toBe(false);
  });
});
