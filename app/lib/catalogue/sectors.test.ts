import { describe, expect, it } from "vitest";
import { parseSector } from "./sectors";

// Which products each sector shows: server/catalogue/derived-facts.test.ts.
describe("parseSector", () => {
  it("parses known sectors case-insensitively and ignores others", () => {
    expect(parseSector("Healthcare")).toBe("healthcare");
    expect(parseSector(" commercial ")).toBe("commercial");
    expect(parseSector("retail")).toBeNull();
    expect(parseSector(null)).toBeNull();
  });
});
