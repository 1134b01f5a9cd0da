/** Sends valid inquiries with N concurrent connections and records every acknowledged reference. */
export interface LoadResult {
  sent: number;
  acknowledged: string[];
  statuses: Record<string, number>;
  durationMs: number;
}

export async function sendInquiries(options: {
  baseUrl: string;
  total: number;
  connections: number;
  runId: string;
  signal?: AbortSignal;
}): Promise<LoadResult> {
  const acknowledged: string[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  let sent = 0;
  const started = Date.now();
  async function worker() {
    while (next < options.total && !options.signal?.aborted) {
      const index = next++;
      sent++;
      let key: string;
      try {
        const response = await fetch(`${options.baseUrl}/api/inquiries`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            firstName: "Load",
            lastName: `Test ${index}`,
            // One mailbox per inquiry (no +tag: the confirmation limit counts load+x@ and load+y@ as one mailbox, and would serialise them).
            email: `load-${options.runId}-${index}@example.com`,
            category: "Equipments",
            message: `Load test inquiry ${options.runId}/${index}: سلام, O'Brien's scrubber.`,
          }),
          signal: options.signal,
        });
        key = String(response.status);
        if (response.status === 201) {
          const body = (await response.json()) as { reference: string };
          acknowledged.push(body.reference);
        } else {
          await response.text();
        }
      } catch {
        key = "network-error";
      }
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: options.connections }, worker));
  return { sent, acknowledged, statuses, durationMs: Date.now() - started };
}
