import { describe, expect, it } from "vitest";
import { arabicCount } from "./arabic-count";
import { ltrIsolate } from "./bidi";

const PRODUCTS = { one: "منتج واحد", two: "منتجان", few: "{n} منتجات", many: "{n} منتجًا", other: "{n} منتج" };

describe("arabicCount", () => {
  it("follows Arabic number agreement, with Western digits", () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 103, 111].map((count) => arabicCount(count, PRODUCTS))).toEqual([
      "0 منتج",
      "منتج واحد",
      "منتجان",
      "3 منتجات",
      "10 منتجات",
      "11 منتجًا",
      "99 منتجًا",
      "100 منتج",
      "103 منتجات",
      "111 منتجًا",
    ]);
  });
});

describe("ltrIsolate", () => {
  it("wraps a left-to-right run in isolate marks and keeps it whole", () => {
    expect(ltrIsolate("+974 4411 2004")).toBe("\u2066+974 4411 2004\u2069");
  });
});
