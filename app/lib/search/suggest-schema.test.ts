import { describe, expect, it } from "vitest";
import { SUGGEST_API_TEXT } from "~/content/search";
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/catalogue-filter";
import { suggestRequestSchema } from "./suggest-schema";

const messages = (input: unknown) => {
  const result = suggestRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("suggestRequestSchema", () => {
  it("trims q, answers English by default and ignores other parameters", () => {
    expect(suggestRequestSchema.parse({ q: "  scrub  ", limit: "3" })).toEqual({ q: "scrub", locale: "en" });
    expect(suggestRequestSchema.parse({ q: "a" })).toEqual({ q: "a", locale: "en" });
  });

  it("takes the edition as locale (issue 18) and refuses an unknown one", () => {
    expect(suggestRequestSchema.parse({ q: "a", locale: "ar" })).toEqual({ q: "a", locale: "ar" });
    expect(messages({ q: "a", locale: "fr" })).toEqual([SUGGEST_API_TEXT.locale]);
    expect(messages({ q: "a", locale: ["ar", "en"] })).toEqual([SUGGEST_API_TEXT.locale]);
  });

  it("refuses a missing or blank q", () => {
    expect(messages({})).toEqual([SUGGEST_API_TEXT.missing]);
    expect(messages({ q: "" })).toEqual([SUGGEST_API_TEXT.missing]);
    expect(messages({ q: "   " })).toEqual([SUGGEST_API_TEXT.missing]);
  });

  it("refuses q sent twice or as an object (what a query parser makes of ?q=a&q=b and ?q[x]=1)", () => {
    expect(messages({ q: ["a", "b"] })).toEqual([SUGGEST_API_TEXT.notText]);
    expect(messages({ q: { x: "1" } })).toEqual([SUGGEST_API_TEXT.notText]);
  });

  it("accepts SEARCH_MAX_LENGTH characters after trimming and refuses one more", () => {
    expect(suggestRequestSchema.safeParse({ q: ` ${"a".repeat(SEARCH_MAX_LENGTH)} ` }).success).toBe(true);
    expect(messages({ q: "a".repeat(SEARCH_MAX_LENGTH + 1) })).toEqual([SUGGEST_API_TEXT.tooLong(SEARCH_MAX_LENGTH)]);
  });
});
