import { describe, expect, it } from "vitest";
import { variantCacheKey } from "./variant-key";

describe("variantCacheKey", () => {
  it("names a variant by source content, width and format", () => {
    expect(variantCacheKey("0123456789abcdef", 320, "avif")).toBe("01/0123456789abcdef-320.avif");
    expect(variantCacheKey("0123456789abcdef", 320, "jpeg")).toBe("01/0123456789abcdef-320.jpg");
    expect(variantCacheKey("0123456789abcdef", 640, "avif")).not.toBe(variantCacheKey("0123456789abcdef", 320, "avif"));
    expect(variantCacheKey("fedcba9876543210", 320, "avif")).not.toBe(variantCacheKey("0123456789abcdef", 320, "avif"));
  });

  it("refuses anything but a hex hash, so a key can never name a path outside the cache", () => {
    expect(() => variantCacheKey("../../etc", 320, "png")).toThrow();
  });
});
