import { describe, expect, it } from "vitest";
import { compareCookie, parseCompareCookie, readCompareCookie } from "./compare-cookie";

const A = "0b6c4c1e-7d0e-4a8f-9f61-2a1f0e3b4c5d";
const B = "1c7d5d2f-8e1f-4b9a-8a72-3b2a1f4c5d6e";
const C = "2d8e6e3a-9f2a-4cab-9b83-4c3b2a5d6e7f";
const D = "3e9f7f4b-a03b-4dbc-8c94-5d4c3b6e7f8a";
const E = "4fa08a5c-b14c-4ecd-9da5-6e5d4c7f8a9b";

describe("the compare cookie", () => {
  it("reads product ids separated by dots, de-duplicated, at most four", () => {
    expect(parseCompareCookie(`${A}.${B}.${A.toUpperCase()}`)).toEqual([A, B]);
    expect(parseCompareCookie([A, B, C, D, E].join("."))).toEqual([A, B, C, D]);
  });

  it("ignores hostile and malformed values", () => {
    expect(parseCompareCookie("<script>alert(1)</script>")).toEqual([]);
    expect(parseCompareCookie(`${A}.x';drop table products;--.${B}`)).toEqual([A, B]);
    expect(parseCompareCookie(`${A},${B}`)).toEqual([]);
    expect(parseCompareCookie(`${"0".repeat(500)}.${A}`)).toEqual([]);
    expect(parseCompareCookie(undefined)).toEqual([]);
    expect(parseCompareCookie("")).toEqual([]);
  });

  it("finds its value among other cookies", () => {
    expect(readCompareCookie(`quote_list=abc; compare=${A}.${B}; other=1`)).toEqual([A, B]);
    expect(readCompareCookie(`xcompare=${A}`)).toEqual([]);
    expect(readCompareCookie(null)).toEqual([]);
  });

  it("is written for 30 days, SameSite=Lax, readable by the page's code, Secure over https", () => {
    expect(compareCookie([A, B], false)).toBe(`compare=${A}.${B}; Path=/; Max-Age=2592000; SameSite=Lax`);
    expect(compareCookie([A], true)).toBe(`compare=${A}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`);
    expect(compareCookie([A], false)).not.toMatch(/HttpOnly/);
  });

  it("forgets an empty selection and never writes what it would not read", () => {
    expect(compareCookie([], false)).toBe("compare=; Path=/; Max-Age=0; SameSite=Lax");
    expect(compareCookie(["nope; Domain=evil.example", A], false)).toBe(
      `compare=${A}; Path=/; Max-Age=2592000; SameSite=Lax`,
    );
  });
});
