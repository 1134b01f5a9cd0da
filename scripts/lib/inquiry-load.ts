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
  /** Quote mode (issue 17): each request is a quote request with this many lines, taken in turn from `productIds`. */
  quote?: { productIds: string[]; linesPerRequest: number };
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
          body: JSON.stringify(
            options.quote
              ? quotePayload(options.runId, index, options.quote)
              : {
                  firstName: "Load",
                  lastName: `Test ${index}`,
                  // One mailbox per inquiry (no +tag: the confirmation limit counts load+x@ and load+y@ as one mailbox, and would serialise them).
                  email: `load-${options.runId}-${index}@example.com`,
                  category: "Equipments",
                  message: `Load test inquiry ${options.runId}/${index}: سلام, O'Brien's scrubber.`,
                },
          ),
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

/** A quote request of spec 7.2's quote payload with `linesPerRequest` distinct products. */
function quotePayload(runId: string, index: number, quote: { productIds: string[]; linesPerRequest: number }) {
  const lines = Array.from({ length: quote.linesPerRequest }, (_, line) => ({
    productId: quote.productIds[(index * quote.linesPerRequest + line) % quote.productIds.length]!,
    quantity: 1 + ((index + line) % 50),
    note: line === 0 ? `Load ${runId}/${index}: سلام` : undefined,
  }));
  return {
    name: `Load Quote ${index}`,
    email: `load-${runId}-${index}@example.com`,
    category: "Quote Request",
    message: `Load test quote request ${runId}/${index}.`,
    lines,
  };
}
