/**
 * First-load JavaScript of a page as the browser fetched it, and the budget every public page must keep (issue 16);
 * since issue 18 also the web fonts it fetched (the Arabic edition's typeface). Pure.
 */

/**
 * The only home of the budget: gzip bytes (KB = 1,024 bytes) and files of same-origin script, per page; and the bytes
 * of web fonts a page may add to its first load (issue 18: the Arabic typeface at most 40 KB, decision 131).
 */
export const FIRST_LOAD_BUDGET = { maxBytes: 120 * 1024, maxFiles: 12, maxFontBytes: 40 * 1024 } as const;

export type Budget = { maxBytes: number; maxFiles: number; maxFontBytes?: number };

/**
 * One script request the page made. `bytes` is the encoded body the server sent (`transfer`), or the gzip -9 size of the
 * built file when the browser could not report it (`file`).
 */
export interface ScriptRequest {
  url: string;
  bytes: number;
  source: "transfer" | "file";
}

export interface ScriptFile {
  url: string;
  bytes: number;
  /** How many requests fetched it; more than one is a double download worth fixing (or cache hits at 0 bytes). */
  requests: number;
  source: ScriptRequest["source"];
}

export interface PageWeight {
  page: string;
  /** Same-origin script files: what the budget counts. */
  files: ScriptFile[];
  bytes: number;
  /** Scripts from other origins: reported, not counted (we cannot shrink them by cutting our code). */
  thirdParty: ScriptFile[];
  /** Web fonts from any origin, counted against the font budget (woff2 is compressed already: bytes as sent). */
  fonts: ScriptFile[];
  fontBytes: number;
}

function byFile(requests: ScriptRequest[]): ScriptFile[] {
  const files = new Map<string, ScriptFile>();
  for (const request of requests) {
    const file = files.get(request.url);
    if (!file) files.set(request.url, { ...request, requests: 1 });
    else {
      file.bytes += request.bytes;
      file.requests += 1;
      if (request.source === "file") file.source = "file";
    }
  }
  return [...files.values()];
}

export function pageWeight(
  page: string,
  origin: string,
  requests: ScriptRequest[],
  fontRequests: ScriptRequest[] = [],
): PageWeight {
  const sameOrigin = (url: string) => new URL(url).origin === origin;
  const files = byFile(requests.filter((request) => sameOrigin(request.url)));
  const fonts = byFile(fontRequests);
  return {
    page,
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    thirdParty: byFile(requests.filter((request) => !sameOrigin(request.url))),
    fonts,
    fontBytes: fonts.reduce((sum, file) => sum + file.bytes, 0),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Why a page is over the budget; empty when it is within. */
export function budgetFailures(weight: PageWeight, budget: Budget = FIRST_LOAD_BUDGET): string[] {
  const failures: string[] = [];
  if (weight.bytes > budget.maxBytes) failures.push(`${kb(weight.bytes)} > ${kb(budget.maxBytes)}`);
  if (weight.files.length > budget.maxFiles) failures.push(`${weight.files.length} files > ${budget.maxFiles}`);
  if (budget.maxFontBytes !== undefined && weight.fontBytes > budget.maxFontBytes)
    failures.push(`fonts ${kb(weight.fontBytes)} > ${kb(budget.maxFontBytes)}`);
  return failures;
}

/** The table `npm run size` prints: one row per page, and with `verbose` every file under its page. */
export function weightTable(weights: PageWeight[], verbose: boolean, budget: Budget = FIRST_LOAD_BUDGET): string {
  const width = Math.max(30, ...weights.map((weight) => weight.page.length + 2));
  // The fonts column only once a page loads a web font (the Arabic pages).
  const withFonts = weights.some((weight) => weight.fonts.length > 0);
  const fontCell = (weight: PageWeight) => (withFonts ? kb(weight.fontBytes).padStart(11) : "");
  const lines = [
    `${"page".padEnd(width)}${"files".padStart(6)}${"gzip".padStart(11)}${withFonts ? "fonts".padStart(11) : ""}`,
  ];
  for (const weight of weights) {
    const failures = budgetFailures(weight, budget);
    lines.push(
      `${weight.page.padEnd(width)}${String(weight.files.length).padStart(6)}${kb(weight.bytes).padStart(11)}${fontCell(weight)}${failures.length > 0 ? "  over" : ""}`,
    );
    const rows = verbose ? [...weight.files].sort((a, b) => b.bytes - a.bytes) : [];
    for (const file of rows) {
      const notes = [
        file.source === "file" ? "size of the built file" : "",
        file.requests > 1 ? `${file.requests} requests` : "",
      ]
        .filter(Boolean)
        .join(", ");
      lines.push(`    ${kb(file.bytes).padStart(9)}  ${new URL(file.url).pathname}${notes ? `  (${notes})` : ""}`);
    }
    for (const file of weight.thirdParty) lines.push(`    third-party, not counted: ${file.url} (${kb(file.bytes)})`);
    if (verbose)
      for (const file of weight.fonts)
        lines.push(`    ${kb(file.bytes).padStart(9)}  font ${new URL(file.url).pathname}`);
  }
  return lines.join("\n");
}
