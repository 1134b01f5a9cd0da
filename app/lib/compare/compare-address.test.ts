import { describe, expect, it } from "vitest";
import {
  COMPARE_MAX,
  compareHref,
  hrefWith,
  hrefWithDifferences,
  hrefWithout,
  parseCompareAddress,
  splitIds,
} from "./compare-address";

const A = "0b6c4c1e-7d0e-4a8f-9f61-2a1f0e3b4c5d";
const B = "1c7d5d2f-8e1f-4b9a-8a72-3b2a1f4c5d6e";
const C = "2d8e6e3a-9f2a-4cab-9b83-4c3b2a5d6e7f";
const D = "3e9f7f4b-a03b-4dbc-8c94-5d4c3b6e7f8a";
const E = "4fa08a5c-b14c-4ecd-9da5-6e5d4c7f8a9b";

describe("parseCompareAddress", () => {
  it("reads comma-separated ids in order, de-duplicated (case-insensitively), and diff=1", () => {
    expect(parseCompareAddress(`ids=${B},${A},${B.toUpperCase()}&diff=1`)).toEqual({
      ids: [B, A],
      overLimit: [],
      malformed: 0,
      differencesOnly: true,
      hasIds: true,
    });
  });

  it("keeps the first four and names the rest as left out", () => {
    const address = parseCompareAddress(`ids=${[A, B, C, D, E].join(",")}`);
    expect(address.ids).toEqual([A, B, C, D]);
    expect(address.ids).toHaveLength(COMPARE_MAX);
    expect(address.overLimit).toEqual([E]);
  });

  it("counts entries that are not product ids, skips empty ones, and reads repeated ids parameters", () => {
    const address = parseCompareAddress(`ids=${A},,abc,<script>&ids=${C}, &diff=yes`);
    expect(address.ids).toEqual([A, C]);
    expect(address.malformed).toBe(2);
    expect(address.differencesOnly).toBe(false);
  });

  it("tells /compare alone from an emptied comparison", () => {
    expect(parseCompareAddress("").hasIds).toBe(false);
    expect(parseCompareAddress("ids=")).toMatchObject({ hasIds: true, ids: [], malformed: 0 });
  });

  it("reads at most 50 entries of an absurd address and counts the rest as malformed", () => {
    const many = Array.from({ length: 60 }, () => "x").join(",");
    expect(splitIds([`${A},${many}`])).toEqual({ ids: [A], malformed: 60 });
  });
});

describe("comparison addresses", () => {
  const address = { ids: [A, B, C], differencesOnly: true };

  it("builds a readable address, with diff=1 only when asked", () => {
    expect(compareHref({ ids: [A, B] })).toBe(`/compare?ids=${A},${B}`);
    expect(compareHref({ ids: [] })).toBe("/compare?ids=");
    expect(hrefWithDifferences(address, false)).toBe(`/compare?ids=${A},${B},${C}`);
    expect(hrefWithDifferences({ ids: [A, B] }, true)).toBe(`/compare?ids=${A},${B}&diff=1`);
  });

  it("removes one product and keeps the rows shown", () => {
    expect(hrefWithout(address, B)).toBe(`/compare?ids=${A},${C}&diff=1`);
  });

  it("adds one product at the end, once", () => {
    expect(hrefWith({ ids: [A], differencesOnly: false }, D)).toBe(`/compare?ids=${A},${D}`);
    expect(hrefWith(address, A.toUpperCase())).toBe(`/compare?ids=${A},${B},${C}&diff=1`);
  });

  it("reads back what it builds", () => {
    expect(parseCompareAddress(hrefWithout(address, A).split("?")[1]!)).toMatchObject({
      ids: [B, C],
      differencesOnly: true,
    });
  });
});
