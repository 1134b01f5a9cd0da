import { describe, expect, it } from "vitest";
import { parseSpecifications } from "./specifications";

describe("parseSpecifications", () => {
  it("splits lines, reads 'Label: value' pairs and keeps other lines as text", () => {
    expect(parseSpecifications("Power: 1,100 W\r\n\n  Made in Sweden  \nRatio: 1:100")).toEqual([
      { label: "Power", value: "1,100 W" },
      { label: null, value: "Made in Sweden" },
      { label: "Ratio", value: "1:100" },
    ]);
  });

  it("is empty for missing text", () => {
    expect(parseSpecifications(null)).toEqual([]);
    expect(parseSpecifications("  \n ")).toEqual([]);
  });
});
