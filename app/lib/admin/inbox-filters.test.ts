import { describe, expect, it } from "vitest";
import { containsPattern, exactReference, parseInboxFilters } from "./inbox-filters";
import { hasActiveFilters, inboxSearch, pageCount } from "./inbox-filter-url";

const parse = (query: string) => parseInboxFilters(new URLSearchParams(query));

describe("parseInboxFilters", () => {
  it("defaults to the first page of 25 with no filters", () => {
    expect(parse("")).toEqual({ filters: { page: 1, size: 25 }, problems: [] });
  });
  it("reads every filter and trims text", () => {
    const { filters, problems } = parse(
      "kind=quote&status=in_progress&category=Chemicals&from=2026-11-01&to=2026-11-30&q=%20Q-2026-000123%20&page=3&size=50",
    );
    expect(problems).toEqual([]);
    expect(filters).toEqual({
      kind: "quote",
      status: "in_progress",
      category: "Chemicals",
      from: "2026-11-01",
      to: "2026-11-30",
      q: "Q-2026-000123",
      page: 3,
      size: 50,
    });
  });
  it("treats empty form fields as no filter", () => {
    expect(parse("kind=&status=&category=&from=&to=&q=++").filters).toEqual({ page: 1, size: 25 });
  });
  it("drops bad values with a message, keeping the good ones", () => {
    const { filters, problems } = parse("kind=letter&status=done&from=2026-02-30&to=yesterday&q=pump");
    expect(filters).toEqual({ q: "pump", page: 1, size: 25 });
    expect(problems).toEqual([
      "Kind: Kind is contact or quote.",
      "Status: Unknown status.",
      "From: Use a date like 2026-11-25.",
      "To: Use a date like 2026-11-25.",
    ]);
  });
  it("falls back to page 1 and size 25 for odd paging", () => {
    expect(parse("page=-2&size=7").filters).toEqual({ page: 1, size: 25 });
    expect(parse("page=abc&size=1000000").filters).toEqual({ page: 1, size: 25 });
  });
  it("swaps a reversed date range and says so", () => {
    const { filters, problems } = parse("from=2026-11-30&to=2026-11-01");
    expect(filters).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    expect(problems).toHaveLength(1);
  });
  it("filters by the request's language, en or ar, and keeps it in the address", () => {
    expect(parse("language=ar").filters).toEqual({ language: "ar", page: 1, size: 25 });
    expect(parse("language=en&kind=quote").filters).toEqual({ language: "en", kind: "quote", page: 1, size: 25 });
    expect(parse("language=").filters).toEqual({ page: 1, size: 25 });
    const { filters, problems } = parse("language=fr&q=pump");
    expect(filters).toEqual({ q: "pump", page: 1, size: 25 });
    expect(problems).toEqual(["Language: Language is en (English) or ar (Arabic)."]);
    expect(inboxSearch({ language: "ar", kind: "contact", page: 2, size: 25 })).toBe("?kind=contact&language=ar");
    expect(hasActiveFilters({ language: "ar", page: 1, size: 25 })).toBe(true);
  });
  it("refuses over-long search text", () => {
    expect(parse(`q=${"x".repeat(201)}`).problems).toHaveLength(1);
  });
});

describe("inboxSearch", () => {
  const filters = { kind: "quote" as const, q: "Al Marri & Sons", page: 2, size: 50 };
  it("carries the filters, leaving paging out unless asked", () => {
    expect(inboxSearch(filters)).toBe("?q=Al+Marri+%26+Sons&kind=quote");
    expect(inboxSearch(filters, { page: 3, size: true })).toBe("?q=Al+Marri+%26+Sons&kind=quote&size=50&page=3");
    expect(inboxSearch({ page: 1, size: 25 }, { page: 1, size: true })).toBe("");
  });
  it("round-trips through the parser", () => {
    expect(parse(inboxSearch(filters, { page: 2, size: true }).slice(1)).filters).toEqual(filters);
  });
  it("knows whether any filter is set", () => {
    expect(hasActiveFilters({ page: 4, size: 50 })).toBe(false);
    expect(hasActiveFilters(filters)).toBe(true);
  });
});

describe("paging and search patterns", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
  it("escapes like wildcards", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(containsPattern("Q-2026")).toBe("%Q-2026%");
  });
});

describe("exactReference", () => {
  it("recognises a whole reference in any case", () => {
    expect(exactReference(" q-2026-000123 ")).toBe("Q-2026-000123");
    expect(exactReference("C-2026-000001")).toBe("C-2026-000001");
  });
  it("leaves partial references and other text to the substring search", () => {
    expect(exactReference("Q-2026")).toBeNull();
    expect(exactReference("Q-2026-0001234")).toBeNull();
    expect(exactReference("Aisha")).toBeNull();
  });
});
