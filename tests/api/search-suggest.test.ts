import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUGGEST_API_TEXT } from "~/content/search";
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/catalogue-filter";
import { SUGGESTION_LIMIT, type SuggestResponse } from "~/lib/search/search-types";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

// Issue 15, point 4: GET /api/search/suggest?q=

describe.each(DRIVERS)("search suggestions API on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => {
    await server?.close();
  });

  const suggest = async (query: string) => {
    const response = await fetch(`${server.baseUrl}/api/search/suggest${query}`);
    return { response, body: (await response.json()) as SuggestResponse & { message?: string } };
  };

  it.each([
    ["no q", "", SUGGEST_API_TEXT.missing],
    ["a blank q", "?q=%20%20", SUGGEST_API_TEXT.missing],
    ["q twice", "?q=a&q=b", SUGGEST_API_TEXT.notText],
    // Express's simple query parser keeps "q[x]" as its own name, so q is missing (an object would be "not text").
    ["q as an object", "?q[x]=scrub", SUGGEST_API_TEXT.missing],
    ["q too long", `?q=${"a".repeat(SEARCH_MAX_LENGTH + 1)}`, SUGGEST_API_TEXT.tooLong(SEARCH_MAX_LENGTH)],
  ])("refuses %s with 400 and a JSON message", async (_name, query, message) => {
    const { response, body } = await suggest(query);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(body.message).toBe(message);
  });

  it("accepts q of SEARCH_MAX_LENGTH characters and ignores other parameters", async () => {
    const { response, body } = await suggest(`?q=${"a".repeat(SEARCH_MAX_LENGTH)}&limit=3`);
    expect(response.status).toBe(200);
    expect(body.suggestions).toEqual([]);
  });

  it("answers an empty list for one character, trimmed", async () => {
    for (const query of ["?q=s", "?q=%20s%20"]) {
      const { response, body } = await suggest(query);
      expect(response.status).toBe(200);
      expect(body).toEqual({ query: "s", suggestions: [] });
    }
  });

  it("suggests products whose names match every typed word, the last as a prefix", async () => {
    const { response, body } = await suggest("?q=scrub");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("s-maxage");
    expect(body.query).toBe("scrub");
    const products = body.suggestions.filter((suggestion) => suggestion.kind === "product");
    expect(products.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    for (const product of products) {
      expect(product.label).toMatch(/scrubber/i);
      expect(product.href).toMatch(/^\/products\/[0-9a-f-]{36}$/);
    }
    const catalogue = (await (await fetch(`${server.baseUrl}/api/products`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    const names = new Map(catalogue.map((product) => [`/products/${product.id}`, product.name]));
    for (const product of products) expect(names.get(product.href)).toBe(product.label);
  });

  it("suggests categories: chem finds Chemicals", async () => {
    const { body } = await suggest("?q=chem");
    const categories = body.suggestions.filter((suggestion) => suggestion.kind === "category");
    expect(categories.map((category) => category.label)).toContain("Chemicals");
    expect(categories.find((category) => category.label === "Chemicals")!.href).toBe("/category/chemicals");
  });

  it("tolerates a typo", async () => {
    const { body } = await suggest("?q=scruber");
    expect(body.suggestions.some((suggestion) => /scrubber/i.test(suggestion.label))).toBe(true);
  });

  it("suggests by words in any order and across name and brand: 'dryer scrub' and 'aquaris scrub'", async () => {
    for (const query of ["dryer scrub", "aquaris scrub"]) {
      const { body } = await suggest(`?q=${encodeURIComponent(query)}`);
      const products = body.suggestions.filter((suggestion) => suggestion.kind === "product");
      expect(products.length, query).toBeGreaterThan(0);
      for (const product of products) expect(product.label, query).toMatch(/scrub/i);
    }
  });

  it("reads a word still being typed with a typo as the start it meant: 'scrube' → scrubbers", async () => {
    const { body } = await suggest("?q=scrube");
    expect(body.suggestions.some((suggestion) => /scrubber/i.test(suggestion.label))).toBe(true);
  });

  it("suggests products by the start of their code, with or without the dash", async () => {
    const catalogue = (await (await fetch(`${server.baseUrl}/api/products?limit=1000`)).json()) as Array<{
      id: string;
    }>;
    expect(catalogue.length).toBeGreaterThan(0);
    for (const query of ["AQ-SM5", "aqsm5"]) {
      const { body } = await suggest(`?q=${query}`);
      const products = body.suggestions.filter((suggestion) => suggestion.kind === "product");
      expect(products.length, query).toBeGreaterThan(0);
      for (const product of products) expect(product.detail, query).toMatch(/AQ-SM5\w+/);
    }
  });

  it("refuses other methods with 405", async () => {
    const response = await fetch(`${server.baseUrl}/api/search/suggest?q=scrub`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });
});
