import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import type { SearchQueryList } from "../bench/search-query-list";
import { countLine, rowsByKind, runSearchBench, slowest, summariseTimings, type Timing } from "./search-bench";

const timing = (kind: string, ms: number, error?: string): Timing => ({
  q: `${kind} ${ms}`,
  kind,
  ms,
  cpuMs: ms / 2,
  status: error ? 500 : 200,
  answer: "",
  ...(error ? { error } : {}),
});

describe("search bench figures", () => {
  it("reads p50, p95 and max by nearest rank, and counts errors", () => {
    const times = Array.from({ length: 20 }, (_, index) => timing("word", index + 1));
    times[3] = timing("word", 4, "status 500");
    expect(summariseTimings("word", times)).toEqual({
      kind: "word",
      count: 20,
      p50: 10,
      p95: 19,
      max: 20,
      cpuMs: 5.25,
      errors: 1,
    });
  });

  it("gives one row per kind in the list's order, leaves out kinds without queries, and ends with all queries", () => {
    const rows = rowsByKind(
      [timing("typo", 30), timing("broad word", 200), timing("typo", 10), timing("broad word", 100)],
      ["broad word", "1-2 letters", "typo"],
    );
    expect(rows.map((row) => [row.kind, row.count, row.max])).toEqual([
      ["broad word", 2, 200],
      ["typo", 2, 30],
      ["all queries", 4, 200],
    ]);
  });

  it("names the slowest queries first", () => {
    expect(slowest([timing("a", 5), timing("b", 50), timing("c", 20)], 2).map((entry) => entry.kind)).toEqual([
      "b",
      "c",
    ]);
  });

  it("finds the count line of a catalogue page, and says when there is none", () => {
    expect(countLine('<div><p data-testid="text-found">1,234 of 100,000 products found</p></div>')).toBe(
      "1,234 of 100,000 products found",
    );
    expect(countLine('<p class="x" data-testid="text-found">0 of <!-- -->358<!-- --> products found</p>')).toBe(
      "0 of 358 products found",
    );
    expect(countLine("<p>Something went wrong</p>")).toBeNull();
  });
});

const LIST: SearchQueryList = {
  about: "",
  catalogueProducts: 3,
  broadestWords: [],
  warmup: { search: ["warm"], suggest: ["wa", "war"] },
  search: [
    { q: "scrubber dryer", kind: "multi-word" },
    { q: "broken", kind: "word" },
    { q: "blank", kind: "word" },
  ],
  suggest: [
    { q: "sc", kind: "word prefix" },
    { q: "scr", kind: "word prefix" },
  ],
  languages: [
    { q: "vacuum", language: "en", shape: "one word", note: "" },
    { q: "مكنسة", language: "ar", shape: "one word", note: "" },
  ],
};

/** A stand-in site: a catalogue page with its count line (none for "blank", a 500 for "broken"), and suggestions. */
async function withSite<T>(suggest: boolean, run: (base: string, asked: string[]) => Promise<T>): Promise<T> {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, "http://localhost");
    const q = url.searchParams.get("q") ?? "";
    asked.push(`${url.pathname}?${q}`);
    if (url.pathname === "/api/search/suggest" && suggest) {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ query: q, suggestions: [{ label: q }] }));
    } else if (url.pathname === "/products" && q !== "broken") {
      response.end(q === "blank" ? "<p>nothing</p>" : '<p data-testid="text-found">2 of 3 products found</p>');
    } else {
      response.statusCode = url.pathname === "/products" ? 500 : 404;
      response.end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("the search bench against a site", () => {
  it("asks each query once after the warm-up, and reports answers without a 200 or a count line", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { report, asked } = await withSite(true, async (base, asked) => ({
      report: await runSearchBench(base, { search: true, suggest: true, list: LIST }),
      asked,
    }));
    const printed = log.mock.calls.flat().join("\n");
    vi.restoreAllMocks();
    expect(report.search.map((timing) => [timing.q, timing.answer, timing.error])).toEqual([
      ["scrubber dryer", "2 of 3 products found", undefined],
      ["broken", "", "status 500"],
      ["blank", "", 'no count line (data-testid="text-found")'],
    ]);
    expect(report.baseline).toHaveLength(20);
    expect(asked.filter((entry) => entry === "/products?scrubber dryer")).toHaveLength(1);
    expect(asked.indexOf("/products?warm")).toBeLessThan(asked.indexOf("/products?scrubber dryer"));
    // Issue 18: the English and Arabic queries after the list, each once, each language's p95 and their ratio printed.
    expect(report.languages.map((timing) => [timing.q, timing.kind, timing.answer])).toEqual([
      ["vacuum", "en one word", "2 of 3 products found"],
      ["مكنسة", "ar one word", "2 of 3 products found"],
    ]);
    expect(asked.indexOf("/products?blank")).toBeLessThan(asked.indexOf("/products?vacuum"));
    expect(asked.filter((entry) => entry === "/products?مكنسة")).toHaveLength(1);
    expect(printed).toMatch(/Arabic, all shapes/);
    expect(printed).toMatch(/Arabic p95 \/ English p95: \d+\.\d\d/);
    expect(report.suggest).toEqual([
      expect.objectContaining({ q: "sc", kind: "word prefix", answer: "1 suggestion", status: 200 }),
      expect.objectContaining({ q: "scr", kind: "word prefix", answer: "1 suggestion", status: 200 }),
    ]);
  });

  it("skips the suggestions, saying so, when the site has no suggestion endpoint", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const report = await withSite(false, (base) => runSearchBench(base, { search: false, suggest: true, list: LIST }));
    const printed = log.mock.calls.flat().join("\n");
    vi.restoreAllMocks();
    expect(report.suggest).toBe("not found");
    expect(report.search).toEqual([]);
    expect(printed).toMatch(/skipped, \/api\/search\/suggest answered 404/);
  });
});
