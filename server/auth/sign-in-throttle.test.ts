import { describe, expect, it } from "vitest";
import { memoryAttemptCounter } from "./attempt-counter";
import { SIGN_IN_LIMITS, signInThrottle, waitMinutes } from "./sign-in-throttle";

function setup(start = 10 * SIGN_IN_LIMITS.windowMs) {
  const clock = { now: start };
  const throttle = signInThrottle(memoryAttemptCounter(), SIGN_IN_LIMITS, () => clock.now);
  return { clock, throttle };
}

const stranger = (ip: string) => ({ ip, email: "staff@example.com", browserId: null });

describe("signInThrottle", () => {
  it("admits 10 failed attempts per IP in a window, refuses the next, and admits again in the next window", async () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++) {
      const source = { ip: "10.0.0.1", email: `user${i}@example.com`, browserId: null };
      expect(await throttle.admit(source)).toEqual({ allowed: true });
      await throttle.recordFailure(source);
    }
    const refused = await throttle.admit({ ip: "10.0.0.1", email: "other@example.com", browserId: null });
    expect(refused).toEqual({ allowed: false, reason: "ip", retryAfterSeconds: SIGN_IN_LIMITS.windowMs / 1000 });
    expect(await throttle.admit({ ip: "10.0.0.2", email: "other@example.com", browserId: null })).toEqual({
      allowed: true,
    });
    clock.now += SIGN_IN_LIMITS.windowMs;
    expect(await throttle.admit({ ip: "10.0.0.1", email: "other@example.com", browserId: null })).toEqual({
      allowed: true,
    });
  });

  it("counts every address of one IPv6 /64 (and an IPv4-mapped address as its IPv4) against one budget", async () => {
    const { throttle } = setup();
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++) {
      const source = { ip: `2001:db8:7:1::${(i + 1).toString(16)}`, email: `user${i}@example.com`, browserId: null };
      expect(await throttle.admit(source)).toEqual({ allowed: true });
      await throttle.recordFailure(source);
    }
    expect(
      await throttle.admit({ ip: "2001:db8:7:1:ffff::9", email: "other@example.com", browserId: null }),
    ).toMatchObject({ allowed: false, reason: "ip" });
    expect(await throttle.admit({ ip: "2001:db8:7:2::1", email: "other@example.com", browserId: null })).toEqual({
      allowed: true,
    });
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++)
      await throttle.recordFailure({ ip: "::ffff:10.9.0.1", email: `mapped${i}@example.com`, browserId: null });
    expect(await throttle.admit({ ip: "10.9.0.1", email: "other@example.com", browserId: null })).toMatchObject({
      allowed: false,
      reason: "ip",
    });
  });

  it("does not count successful attempts against the IP or the account", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 3 * SIGN_IN_LIMITS.perIp; i++)
      expect(await throttle.admit(stranger("10.1.0.1"))).toEqual({ allowed: true });
  });

  it("pauses an account after 5 failures from any addresses", async () => {
    const { throttle } = setup();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect(await throttle.admit(stranger(`10.2.0.${i}`))).toEqual({ allowed: true });
      await throttle.recordFailure(stranger(`10.2.0.${i}`));
    }
    const refused = await throttle.admit(stranger("10.3.0.1"));
    expect(refused).toMatchObject({ allowed: false, reason: "account" });
  });

  it("does not hold a trusted browser by the account lock, but counts its own failures", async () => {
    const { throttle } = setup();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) await throttle.recordFailure(stranger(`10.4.0.${i}`));
    expect(await throttle.admit(stranger("10.5.0.1"))).toMatchObject({ allowed: false, reason: "account" });
    const trusted = { ip: "10.6.0.1", email: "staff@example.com", browserId: "browser-1" };
    expect(await throttle.admit(trusted)).toEqual({ allowed: true });
    for (let i = 0; i < SIGN_IN_LIMITS.perBrowser; i++) await throttle.recordFailure(trusted);
    expect(await throttle.admit({ ...trusted, ip: "10.6.0.2" })).toMatchObject({ allowed: false, reason: "browser" });
    expect(await throttle.admit({ ...trusted, ip: "10.6.0.3", browserId: "browser-2" })).toEqual({ allowed: true });
  });

  it("says how long to wait until the window ends", async () => {
    const { clock, throttle } = setup();
    clock.now += SIGN_IN_LIMITS.windowMs - 90_000;
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) await throttle.recordFailure(stranger("10.7.0.1"));
    expect(await throttle.admit(stranger("10.7.0.2"))).toEqual({
      allowed: false,
      reason: "account",
      retryAfterSeconds: 90,
    });
    expect(waitMinutes(90)).toBe(2);
    expect(waitMinutes(1)).toBe(1);
  });
});
