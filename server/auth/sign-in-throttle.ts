/**
 * Sign-in rate limits, in fixed 15-minute windows:
 * - per IP (an IPv4 address or an IPv6 /64): failed attempts count (10), so one address cannot try many accounts; successful sign-ins cost nothing, so
 *   an office behind one address (or a test suite) is not stopped by its own colleagues signing in;
 * - per account: failed attempts without a trusted-browser cookie count (5), so a password is not guessed from many
 *   addresses;
 * - per trusted browser: a browser that signed in to this account before (server/auth/trusted-browser.ts) is not held
 *   by the account lock, which strangers can trigger; its own failures count against it (5) instead.
 */
import { budgetKeyOf } from "~server/http/client-address";
import type { AttemptCounter } from "./attempt-counter";

export const SIGN_IN_LIMITS = { windowMs: 15 * 60_000, perIp: 10, perAccount: 5, perBrowser: 5 };
export type SignInLimits = typeof SIGN_IN_LIMITS;

export type ThrottleVerdict =
  { allowed: true } | { allowed: false; reason: "ip" | "account" | "browser"; retryAfterSeconds: number };

export interface AttemptSource {
  ip: string;
  /** The normalised email typed into the form (known or not: unknown emails are counted alike, so locks reveal nothing). */
  email: string;
  /** Id of a valid trusted-browser cookie for this email, if the browser sent one. */
  browserId: string | null;
}

export function signInThrottle(
  counter: AttemptCounter,
  limits: SignInLimits = SIGN_IN_LIMITS,
  clock: () => number = Date.now,
) {
  const window = () => {
    const now = clock();
    const start = now - (now % limits.windowMs);
    return {
      start: new Date(start),
      retryAfterSeconds: Math.max(1, Math.ceil((start + limits.windowMs - now) / 1000)),
    };
  };
  const ipKey = (source: AttemptSource) => `signin:ip:${budgetKeyOf(source.ip)}`;
  const failureKey = (source: AttemptSource) =>
    source.browserId ? `signin:browser:${source.browserId}` : `signin:account:${source.email}`;

  return {
    /** Says whether the password may be checked at all (a refused attempt costs no password hashing). */
    async admit(source: AttemptSource): Promise<ThrottleVerdict> {
      const { start, retryAfterSeconds } = window();
      if ((await counter.count(ipKey(source), start)) >= limits.perIp)
        return { allowed: false, reason: "ip", retryAfterSeconds };
      const limit = source.browserId ? limits.perBrowser : limits.perAccount;
      if ((await counter.count(failureKey(source), start)) >= limit) {
        return { allowed: false, reason: source.browserId ? "browser" : "account", retryAfterSeconds };
      }
      return { allowed: true };
    },
    async recordFailure(source: AttemptSource): Promise<void> {
      const { start } = window();
      await counter.add(ipKey(source), start);
      await counter.add(failureKey(source), start);
    },
  };
}

/** Minutes to show for a wait in seconds (never "0 minutes"). */
export function waitMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
