import { describe, expect, it } from "vitest";
import { isHeaderScrolled } from "./header-scroll";

describe("isHeaderScrolled (spec 9.4)", () => {
  it("is false at the top and up to exactly 20 px", () => {
    expect(isHeaderScrolled(0)).toBe(false);
    expect(isHeaderScrolled(19.5)).toBe(false);
    expect(isHeaderScrolled(20)).toBe(false);
  });

  it("is true once scrolled more than 20 px", () => {
    expect(isHeaderScrolled(20.5)).toBe(true);
    expect(isHeaderScrolled(21)).toBe(true);
    expect(isHeaderScrolled(5000)).toBe(true);
  });

  it("treats overscroll (negative positions) as not scrolled", () => {
    expect(isHeaderScrolled(-40)).toBe(false);
  });
});
