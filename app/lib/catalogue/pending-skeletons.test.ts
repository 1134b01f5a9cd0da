import { describe, expect, it } from "vitest";
import { skeletonCountFor } from "./pending-skeletons";

describe("skeletonCountFor (spec 9.3)", () => {
  it.each([
    ["/products", 6],
    ["/PRODUCTS", 6],
    ["/category/equipments", 8],
    ["/category/chemicals/kitchen-chemicals", 8],
    ["/solutions", 6],
    ["/healthcare-facilities", 6],
    ["/vacuum-solutions", 3],
    ["/automation-solutions", 3],
    ["/smart-floor-care", 6],
  ])("%s shows %i", (path, count) => {
    expect(skeletonCountFor(path)).toBe(count);
  });

  it("is null for screens without product lists and for a product page", () => {
    expect(skeletonCountFor("/")).toBeNull();
    expect(skeletonCountFor("/about")).toBeNull();
    expect(skeletonCountFor("/products/3f1e")).toBeNull();
  });
});
