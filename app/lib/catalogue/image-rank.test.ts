import { describe, expect, it } from "vitest";
import { imageRank, PLACEHOLDER_IMAGE_URL, solutionsImageRank, sortByImageRank } from "./image-rank";

const product = (name: string, imageUrl: string | null) => ({ name, imageUrl });

describe("imageRank (spec 9.2)", () => {
  it("ranks attached assets and absolute URLs first, the placeholder in the middle, the rest last", () => {
    expect(imageRank("/attached_assets/products/vacuum.svg")).toBe(3);
    expect(imageRank("https://cdn.example.com/a.jpg")).toBe(3);
    expect(imageRank("http://cdn.example.com/a.jpg")).toBe(3);
    expect(imageRank(PLACEHOLDER_IMAGE_URL)).toBe(2);
    expect(imageRank("/api/storage/products/vacuum.svg")).toBe(1);
    expect(imageRank(null)).toBe(1);
    expect(imageRank("")).toBe(1);
  });

  it("solutions overview puts stored images first and placeholders last", () => {
    expect(solutionsImageRank("/api/storage/x.png")).toBe(3);
    expect(solutionsImageRank("/attached_assets/x.png")).toBe(2);
    expect(solutionsImageRank(null)).toBe(2);
    expect(solutionsImageRank(PLACEHOLDER_IMAGE_URL)).toBe(1);
  });
});

describe("sortByImageRank", () => {
  it("orders by rank, then by name within a rank, without mutating the input", () => {
    const input = [product("B", null), product("Z", "/attached_assets/a.svg"), product("A", PLACEHOLDER_IMAGE_URL), product("C", "/attached_assets/b.svg")];
    const copy = [...input];
    expect(sortByImageRank(input).map((p) => p.name)).toEqual(["C", "Z", "A", "B"]);
    expect(input).toEqual(copy);
  });

  it("accepts another comparator within a rank and another ranking", () => {
    const input = [product("A", "/api/storage/1.svg"), product("B", "/attached_assets/1.svg"), product("C", PLACEHOLDER_IMAGE_URL)];
    expect(sortByImageRank(input, (a, b) => b.name.localeCompare(a.name)).map((p) => p.name)).toEqual(["B", "C", "A"]);
    expect(sortByImageRank(input, undefined, solutionsImageRank).map((p) => p.name)).toEqual(["A", "B", "C"]);
  });
});
