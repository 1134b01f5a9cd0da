import { describe, expect, it } from "vitest";
import { parseInboxFilters } from "./inbox-filters";
import { hasActiveFilters, inboxSearch } from "./inbox-filter-url";

const parse = (query: string) => parseInboxFilters(new URLSearchParams(query));

describe("the inbox's quotation filter and sort in the URL", () => {
  it("reads each quotation state and each sort, leaving newest (the default) out", () => {
    for (const quotation of ["awaiting", "accepted", "declined", "expired"] as const)
      expect(parse(`quotation=${quotation}`).filters).toEqual({ quotation, page: 1, size: 25 });
    expect(parse("sort=due").filters).toEqual({ sort: "due", page: 1, size: 25 });
    expect(parse("sort=oldest").filters).toEqual({ sort: "oldest", page: 1, size: 25 });
    expect(parse("sort=newest&quotation=").filters).toEqual({ page: 1, size: 25 });
  });
  it("drops unknown values with a message", () => {
    const { filters, problems } = parse("quotation=won&sort=random&kind=quote");
    expect(filters).toEqual({ kind: "quote", page: 1, size: 25 });
    expect(problems).toEqual([
      "Quotation: Quotation is awaiting, accepted, declined or expired.",
      "Sort: Sort is newest, oldest or due.",
    ]);
  });
  it("keeps the quotation filter in every link (export too) and the sort only where asked", () => {
    const filters = { kind: "quote" as const, quotation: "expired" as const, sort: "due" as const, page: 2, size: 50 };
    expect(inboxSearch(filters)).toBe("?kind=quote&quotation=expired");
    expect(inboxSearch(filters, { page: 3, size: true, sort: true })).toBe(
      "?kind=quote&quotation=expired&sort=due&size=50&page=3",
    );
    expect(parse(inboxSearch(filters, { page: 2, size: true, sort: true }).slice(1)).filters).toEqual(filters);
  });
  it("counts the quotation filter as a filter, the sort not", () => {
    expect(hasActiveFilters({ quotation: "accepted", page: 1, size: 25 })).toBe(true);
    expect(hasActiveFilters({ sort: "due", page: 1, size: 25 })).toBe(false);
  });
});
