import { describe, expect, it } from "vitest";
import { percentile, summarise } from "./latency-stats";

describe("latency stats", () => {
  it("reads nearest-rank percentiles", () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it("summarises unsorted samples over the run's duration", () => {
    const times = [30, 10, 20, 40, 1000, 50, 60, 70, 80, 90];
    expect(summarise(times, 2)).toEqual({ requests: 10, rps: 5, p50: 50, p95: 1000, p99: 1000 });
  });
});
