/**
 * The browser's request helper (spec 7.1): cookies included, JSON payloads, any non-OK answer raises
 * "{status}: {response text or status text}", and nothing is ever retried.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  const response = await fetcher(url, {
    method,
    credentials: "include",
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  return response;
}

/** A read: a GET on the path made by joining the query key's parts with "/", parsed as JSON. */
export async function getJson<T>(queryKey: readonly string[], fetcher: typeof fetch = fetch): Promise<T> {
  const response = await apiRequest("GET", queryKey.join("/"), undefined, fetcher);
  return (await response.json()) as T;
}
