import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE_URL } from "~/lib/catalogue/placeholder-image";
import { DERIVED_FACTS_VERSION, deriveProductFacts, FACT_COLUMNS, withDerivedFacts } from "./derived-facts";

const p = (name: string, category: string, subcategory: string | null = null, features: string[] | null = null) => ({
  name,
  category,
  subcategory,
  features,
  imageUrl: null,
});
const facts = (name: string, category: string, subcategory: string | null = null, features: string[] | null = null) =>
  deriveProductFacts(p(name, category, subcategory, features));
const ranks = (imageUrl: string | null) => {
  const { imageRank, solutionsImageRank } = deriveProductFacts({ name: "x", category: "Equipments", imageUrl });
  return { imageRank, solutionsImageRank };
};
/** The category page's scope (spec 2.7) as the SQL compares the stored facts: exact top name, the subcategory or the path's. */
const inScope = (product: ReturnType<typeof p>, category: string, subcategory: string | null) => {
  const derived = deriveProductFacts(product);
  return (
    derived.topCategory === category &&
    (!subcategory || product.subcategory === subcategory || derived.pathSubcategory === subcategory)
  );
};

describe("image ranks", () => {
  it("spec 9.2: attached assets and absolute URLs first, the placeholder in the middle, the rest last", () => {
    expect(ranks("/attached_assets/products/vacuum.svg").imageRank).toBe(3);
    expect(ranks("https://cdn.example.com/a.jpg").imageRank).toBe(3);
    expect(ranks("http://cdn.example.com/a.jpg").imageRank).toBe(3);
    expect(ranks(PLACEHOLDER_IMAGE_URL).imageRank).toBe(2);
    expect(ranks("/api/storage/products/vacuum.svg").imageRank).toBe(1);
    expect(ranks(null).imageRank).toBe(1);
    expect(ranks("").imageRank).toBe(1);
    expect(deriveProductFacts({ name: "x", category: "General" }).imageRank).toBe(1);
  });

  it("spec 2.8: the solutions overview puts stored images first and placeholders last", () => {
    expect(ranks("/api/storage/x.png").solutionsImageRank).toBe(3);
    expect(ranks("/attached_assets/x.png").solutionsImageRank).toBe(2);
    expect(ranks(null).solutionsImageRank).toBe(2);
    expect(ranks(PLACEHOLDER_IMAGE_URL).solutionsImageRank).toBe(1);
  });
});

describe("top-level category and subcategories", () => {
  it("reads the top of a path in either notation", () => {
    expect(facts("x", "Equipments >> Window Cleaning").topCategory).toBe("Equipments");
    expect(facts("x", "Chemicals » Kitchen Chemicals").topCategory).toBe("Chemicals");
    expect(facts("x", "Chemicals>>Kitchen Chemicals").topCategory).toBe("Chemicals");
    expect(facts("x", "Waste Management").topCategory).toBe("Waste Management");
  });

  it("category scope uses exact names, so Window Cleaning Tools are not Equipments › Window Cleaning", () => {
    expect(inScope(p("a", "Equipments", "Window Cleaning"), "Equipments", "Window Cleaning")).toBe(true);
    expect(
      inScope(p("b", "Cleaning Tools & Accessories", "Window Cleaning Tools"), "Equipments", "Window Cleaning"),
    ).toBe(false);
    expect(inScope(p("c", "Equipments >> Window Cleaning"), "Equipments", "Window Cleaning")).toBe(true);
    expect(inScope(p("d", "Equipments » Window Cleaning"), "Equipments", null)).toBe(true);
    // Only the single-spaced path names a subcategory for the category pages.
    expect(facts("e", "Chemicals>>Kitchen Chemicals").pathSubcategory).toBeNull();
    expect(facts("f", "Equipments").pathSubcategory).toBeNull();
  });

  it("the catalogue's subcategory is the column, else what follows the path's separator", () => {
    expect(facts("x", "Equipments", "Vacuums & Scrubing Machines").listedSubcategory).toBe(
      "Vacuums & Scrubing Machines",
    );
    expect(facts("x", "Equipments » Window Cleaning").listedSubcategory).toBe("Window Cleaning");
    expect(facts("x", "Chemicals>>Kitchen Chemicals").listedSubcategory).toBe("Kitchen Chemicals");
    expect(facts("x", "Chemicals").listedSubcategory).toBeNull();
    expect(facts("x", "Chemicals", "").listedSubcategory).toBeNull();
  });
});

describe("solution vocabulary", () => {
  it("maps tree products onto the solution categories and keeps literal ones", () => {
    expect(
      facts("Nordvac IV 100 Industrial Vacuum Cleaner", "Equipments", "Industrial Vacuum Machines").solutionCategory,
    ).toBe("Industrial Vacuum Cleaners");
    expect(
      facts("Nordvac NV 30 Commercial Dry Vacuum Cleaner", "Equipments", "Vacuums & Scrubing Machines")
        .solutionCategory,
    ).toBe("Industrial Vacuum Cleaners");
    expect(
      facts("Aquaris Scrubmatic 50 Scrubber-Dryer", "Equipments", "Vacuums & Scrubing Machines").solutionCategory,
    ).toBe("Floor Care Equipment");
    expect(facts("Kitchex Degreaser 5 L", "Chemicals", "Kitchen Chemicals").solutionCategory).toBe(
      "Cleaning Chemicals",
    );
    expect(facts("Glass Cleaner", "Chemicals » Housekeeping Chemicals").solutionCategory).toBe("Cleaning Chemicals");
    expect(facts("Anything", "Floor Care Equipment").solutionCategory).toBe("Floor Care Equipment");
    expect(facts("Diamond Pad", "Equipments", "Grinding & Polishing Tools").solutionCategory).toBeNull();
    expect(facts("Pedal Bin", "Waste Management", "Bins").solutionCategory).toBeNull();
    expect(facts("Window Kit", "Cleaning Tools & Accessories", "Window Cleaning Tools").solutionCategory).toBeNull();
  });
});

describe("sector rules (spec 2.10)", () => {
  it("commercial and hospitality take floor care, vacuums and chemicals", () => {
    for (const fits of ["fitsCommercial", "fitsHospitality"] as const) {
      expect(facts("Scrubmatic", "Equipments", "Floor Cleaning Machines")[fits]).toBe(true);
      expect(
        facts("Nordvac NV 30 Commercial Dry Vacuum Cleaner", "Equipments", "Vacuums & Scrubing Machines")[fits],
      ).toBe(true);
      expect(facts("Glass Cleaner", "Chemicals")[fits]).toBe(true);
      expect(facts("Pedal Bin", "Waste Management", "Bins")[fits]).toBe(false);
    }
  });

  it("healthcare takes chemicals, vacuums and anything that disinfects or sanitizes", () => {
    expect(facts("Touch-Free Sanitizer Dispenser", "Washroom Hygiene", "Dispensers").fitsHealthcare).toBe(true);
    expect(facts("Hospital-Grade Disinfectant", "Other").fitsHealthcare).toBe(true);
    expect(facts("Glass Cleaner", "Chemicals").fitsHealthcare).toBe(true);
    expect(facts("Backpack VACUUM", "Equipments » Window Cleaning").fitsHealthcare).toBe(true);
    expect(facts("Scrubmatic", "Equipments", "Floor Cleaning Machines").fitsHealthcare).toBe(false);
  });
});

describe("focused solution pages (spec 2.9)", () => {
  it("vacuum page takes industrial vacuums", () => {
    expect(
      facts("Nordvac NV 30 Commercial Dry Vacuum Cleaner", "Equipments", "Vacuums & Scrubing Machines").vacuumSolution,
    ).toBe(true);
    expect(facts("Imported Wet Pickup", "Industrial Vacuum Cleaners").vacuumSolution).toBe(true);
    expect(facts("Padmaster Floor Pad", "Cleaning Tools & Accessories").vacuumSolution).toBe(false);
  });

  it("automation page matches smart, AI, auto and intelligent features, not words that merely contain 'ai'", () => {
    expect(facts("Robot", "Equipments", null, ["AI obstacle detection"]).automationSolution).toBe(true);
    expect(facts("Robot", "Equipments", null, ["Auto-docking and self-charging"]).automationSolution).toBe(true);
    expect(facts("Robot", "Equipments", null, ["Smart route mapping"]).automationSolution).toBe(true);
    expect(facts("Robot", "Equipments", null, ["Intelligent dirt sensing"]).automationSolution).toBe(true);
    expect(
      facts("Bin", "Waste Management", null, ["Fingerprint-resistant stainless steel", "Easy to maintain"])
        .automationSolution,
    ).toBe(false);
    expect(facts("Squeegee", "Tools", null, ["Autoclavable up to 95 °C"]).automationSolution).toBe(false);
    expect(facts("Bin", "Waste Management", null, null).automationSolution).toBe(false);
  });

  it("floor care and chemicals pages add name matches, but a vacuum cleaner is not a chemical", () => {
    expect(
      facts("Padmaster Red Buffing Floor Pad", "Cleaning Tools & Accessories", "Floor Pads").floorCareSolution,
    ).toBe(true);
    expect(facts("Imported Buffer", "Floor Care Equipment").floorCareSolution).toBe(true);
    expect(facts("Diamond Pad", "Equipments", "Grinding & Polishing Tools").floorCareSolution).toBe(false);
    expect(facts("Sanitas Pro Food-Safe Sanitizer", "Chemicals", "Kitchen Chemicals").chemicalSolution).toBe(true);
    expect(facts("Mystery Detergent", "General").chemicalSolution).toBe(true);
    expect(
      facts("Nordvac NV 30 Commercial Dry Vacuum Cleaner", "Equipments", "Vacuums & Scrubing Machines")
        .chemicalSolution,
    ).toBe(false);
  });
});

describe("withDerivedFacts", () => {
  it("adds every fact, stamped with the rules' version, to the row's own fields", () => {
    const row = withDerivedFacts({
      name: "Glass Cleaner",
      brand: "Kitchex",
      category: "Chemicals",
      subcategory: null,
      features: null,
      imageUrl: null,
    });
    expect(row.brand).toBe("Kitchex");
    expect(row.derivedVersion).toBe(DERIVED_FACTS_VERSION);
    expect(Object.keys(deriveProductFacts(row)).sort()).toEqual([...FACT_COLUMNS].sort());
  });
});
