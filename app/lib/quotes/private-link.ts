/** The buyer's private quote page (issue 17). The token is secret: it goes only into this path and the buyer's emails. */
export function privateQuotePath(reference: string, token: string): string {
  return `/q/${encodeURIComponent(reference)}/${encodeURIComponent(token)}`;
}

export function privateQuoteUrl(baseUrl: string, reference: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${privateQuotePath(reference, token)}`;
}
