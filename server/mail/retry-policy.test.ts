import { describe, expect, it } from "vitest";
import { isPermanent, nextStep, retryDelayMs } from "./retry-policy";

const policy = { baseMs: 1_000, maxMs: 60_000, maxAttempts: 3 };

describe("retryDelayMs", () => {
  it("doubles per attempt, between half and all of the ceiling", () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(500);
    expect(retryDelayMs(1, policy, () => 1)).toBe(1_000);
    expect(retryDelayMs(2, policy, () => 1)).toBe(2_000);
    expect(retryDelayMs(4, policy, () => 0.5)).toBe(6_000);
  });

  it("never waits longer than the cap, however many attempts", () => {
    expect(retryDelayMs(7, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(10_000, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(10_000, policy, () => 0)).toBe(30_000);
  });

  it("spreads retries of emails that failed together", () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayMs(3, policy)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(2_000);
      expect(delay).toBeLessThanOrEqual(4_000);
    }
  });
});

describe("nextStep", () => {
  it("retries an outage (refused, timeout, 4xx) forever", () => {
    expect(nextStep(1_000, {}, policy, () => 1)).toEqual({ kind: "retry", delayMs: 60_000 });
    expect(nextStep(1_000, { responseCode: 421 }, policy).kind).toBe("retry");
    expect(nextStep(1_000, { responseCode: 451 }, policy).kind).toBe("retry");
  });

  it("fails an email the server rejects permanently, after maxAttempts tries", () => {
    expect(nextStep(2, { responseCode: 550 }, policy).kind).toBe("retry");
    expect(nextStep(3, { responseCode: 550 }, policy)).toEqual({ kind: "failed" });
  });

  it("treats only 5xx replies as permanent", () => {
    expect(isPermanent({ responseCode: 554 })).toBe(true);
    expect(isPermanent({ responseCode: 421 })).toBe(false);
    expect(isPermanent({})).toBe(false);
  });
});
