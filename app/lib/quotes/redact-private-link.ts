/** The buyer's private link is a secret (issue 17): log lines name the page, never its token. */
export function redactPrivateLinks(pathOrUrl: string): string {
  return pathOrUrl.replace(/(\/(?:api\/)?q\/[^/?#]*\/)[^/?#]+/gi, "$1[token]");
}
