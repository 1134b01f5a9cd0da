/** When a failed email is tried again, and when it is given up: pure, so the schedule is unit-tested. */

export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  /** Permanent rejections allowed before an email is marked failed. */
  maxAttempts: number;
}

export interface DeliveryFailure {
  /** The SMTP reply code, when the server answered (421, 450, 550, …); absent for connection errors and timeouts. */
  responseCode?: number;
}

/** A 5xx reply means the server will not take this email as it is; anything else (4xx, refused, timeout, TLS) passes. */
export function isPermanent(failure: DeliveryFailure): boolean {
  return failure.responseCode !== undefined && failure.responseCode >= 500 && failure.responseCode < 600;
}

/**
 * Exponential back-off with "equal jitter": the n-th retry waits between half and all of min(max, base·2^(n-1)), so
 * instances that failed together do not retry together.
 */
export function retryDelayMs(
  attempts: number,
  policy: Pick<RetryPolicy, "baseMs" | "maxMs">,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export type NextStep = { kind: "retry"; delayMs: number } | { kind: "failed" };

/**
 * `attempts` counts this failure too. An outage never fails an email (it is retried, at most every maxMs, until the
 * server is back); a permanent rejection fails it after maxAttempts tries.
 */
export function nextStep(
  attempts: number,
  failure: DeliveryFailure,
  policy: RetryPolicy,
  random: () => number = Math.random,
): NextStep {
  if (isPermanent(failure) && attempts >= policy.maxAttempts) return { kind: "failed" };
  return { kind: "retry", delayMs: retryDelayMs(attempts, policy, random) };
}
