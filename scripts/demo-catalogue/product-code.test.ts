import { describe, expect, it } from "vitest";
import { BRANDS } from "~/content/brands";
import { compactCode } from "~/lib/search/normalize";
import { buildDemoCatalogue } from "./build";
import { BRAND_CODE_PREFIXES, modelCodes, productCodes } from "./product-code";

describe("demo product codes", () => {
  const codes = buildDemoCatalogue().products.map((product) => product.serialNumber!);

  it("gives every demo product a code, unique even when case and punctuation are ignored (as the search reads codes)", () => {
    expect(codes).toHaveLength(358);
    expect(new Set(codes).size).toBe(358);
    expect(new Set(codes.map(compactCode)).size).toBe(358);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}-[A-Z0-9]+(?:-[A-Z0-9]+)*$/);
    expect(codes.some((code) => code.startsWith("DEMO"))).toBe(false);
  });

  it("is deterministic", () => {
    expect(buildDemoCatalogue().products.map((product) => product.serialNumber)).toEqual(codes);
  });

  it("has one distinct prefix per brand", () => {
    for (const brand of BRANDS) expect(BRAND_CODE_PREFIXES[brand.name], brand.name).toMatch(/^[A-Z]{2}$/);
    expect(new Set(Object.values(BRAND_CODE_PREFIXES)).size).toBe(Object.keys(BRAND_CODE_PREFIXES).length);
  });

  it("reads the model from the name: series, number and marks", () => {
    expect(modelCodes("Scrubmatic 43 B Walk-Behind Scrubber-Dryer").short).toBe("SM43B");
    expect(modelCodes("NV 15 Li Cordless Dry Vacuum Cleaner").short).toBe("NV15LI");
    expect(modelCodes("AutoScrub R50 Autonomous Scrubber Robot").short).toBe("ASR50");
    expect(modelCodes("Wheelie Bin 120 L").short).toBe("WB120");
    expect(modelCodes("Resin Diamond Polishing Pad 100 mm Grit 50").short).toBe("RDPP100-50");
  });

  it("tells look-alikes apart by their variant words, and never repeats a code", () => {
    const names = ["Foam Soap Dispenser 1 L White", "Foam Soap Dispenser 1 L Black", "Foam Soap Dispenser 1 L Blue"];
    const codesOf = productCodes(names.map((name) => ({ brand: "Hygiena Systems", name })));
    expect(codesOf).toEqual(["HY-FSD1W", "HY-FSD1B", "HY-FSD1B-2"]);
    expect(productCodes([{ brand: "Aquaris", name: "Aquaris Scrubmatic 43 B Walk-Behind Scrubber-Dryer" }])).toEqual([
      "AQ-SM43B",
    ]);
    expect(() => productCodes([{ brand: "Unknown", name: "Thing" }])).toThrow(/prefix/);
  });
});
