import { describe, expect, it } from "vitest";
import { budgetFailures, pageWeight, weightTable, type ScriptRequest } from "./page-weight";

const origin = "http://127.0.0.1:4700";
const request = (path: string, bytes: number, source: ScriptRequest["source"] = "transfer"): ScriptRequest => ({
  url: path.startsWith("http") ? path : origin + path,
  bytes,
  source,
});

describe("first-load page weight", () => {
  it("counts same-origin files once, adds every download of a file, and keeps other origins apart", () => {
    const weight = pageWeight("/", origin, [
      request("/assets/entry.js", 60_000),
      request("/assets/root.js", 5_000),
      request("/assets/root.js", 0),
      request("/assets/menu.js", 2_000, "file"),
      request("https://cdn.example/analytics.js", 30_000),
    ]);
    expect(weight.bytes).toBe(67_000);
    expect(weight.files.map((file) => [new URL(file.url).pathname, file.bytes, file.requests])).toEqual([
      ["/assets/entry.js", 60_000, 1],
      ["/assets/root.js", 5_000, 2],
      ["/assets/menu.js", 2_000, 1],
    ]);
    expect(weight.thirdParty.map((file) => file.url)).toEqual(["https://cdn.example/analytics.js"]);
  });

  it("fails a page over the bytes or over the files, at the budget passes", () => {
    const budget = { maxBytes: 1024, maxFiles: 2 };
    const at = pageWeight("/", origin, [request("/a.js", 1000), request("/b.js", 24)]);
    expect(budgetFailures(at, budget)).toEqual([]);
    const heavy = pageWeight("/", origin, [request("/a.js", 1025)]);
    expect(budgetFailures(heavy, budget)).toEqual(["1.0 KB > 1.0 KB"]);
    const many = pageWeight("/", origin, [request("/a.js", 1), request("/b.js", 1), request("/c.js", 1)]);
    expect(budgetFailures(many, budget)).toEqual(["3 files > 2"]);
  });

  it("counts web fonts against their own budget (issue 18)", () => {
    const budget = { maxBytes: 4096, maxFiles: 12, maxFontBytes: 40 * 1024 };
    const arabic = pageWeight(
      "/ar",
      origin,
      [request("/assets/a.js", 2048)],
      [request("/assets/cairo-400.woff2", 13_292), request("/assets/cairo-700.woff2", 13_952)],
    );
    expect(arabic.fontBytes).toBe(27_244);
    expect(budgetFailures(arabic, budget)).toEqual([]);
    const heavy = pageWeight(
      "/ar",
      origin,
      [],
      [request("/assets/a.woff2", 30_000), request("/assets/b.woff2", 12_000)],
    );
    expect(budgetFailures(heavy, budget)).toEqual(["fonts 41.0 KB > 40.0 KB"]);
    expect(weightTable([pageWeight("/", origin, [request("/a.js", 1024)]), arabic], true, budget).split("\n")).toEqual([
      `${"page".padEnd(30)} files       gzip      fonts`,
      `${"/".padEnd(30)}     1     1.0 KB     0.0 KB`,
      "       1.0 KB  /a.js",
      `${"/ar".padEnd(30)}     1     2.0 KB    26.6 KB`,
      "       2.0 KB  /assets/a.js",
      "      13.0 KB  font /assets/cairo-400.woff2",
      "      13.6 KB  font /assets/cairo-700.woff2",
    ]);
  });

  it("prints a row per page, and the files when verbose", () => {
    const weights = [
      pageWeight("/about", origin, [request("/assets/a.js", 2048), request("/assets/b.js", 512, "file")]),
    ];
    expect(weightTable(weights, false, { maxBytes: 4096, maxFiles: 12 })).toBe(
      `${"page".padEnd(30)} files       gzip\n${"/about".padEnd(30)}     2     2.5 KB`,
    );
    const verbose = weightTable(weights, true, { maxBytes: 1024, maxFiles: 12 }).split("\n");
    expect(verbose[1]).toMatch(/ over$/);
    expect(verbose.slice(2)).toEqual([
      "       2.0 KB  /assets/a.js",
      "       0.5 KB  /assets/b.js  (size of the built file)",
    ]);
  });
});
