/** Latency figures of a load run from every response time, so any percentile can be read (autocannon has no p95). */
export interface LatencySummary {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The nearest-rank percentile: the smallest sample with at least `p` percent of the samples at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarise(times: readonly number[], seconds: number): LatencySummary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}
