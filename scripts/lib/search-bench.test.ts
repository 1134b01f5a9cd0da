import { describe, expect, it } from "vitest";
import { countLine, rowsByKind, slowest, summariseTimings, type Timing } from "./search-bench";

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
