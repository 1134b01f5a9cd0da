import { describe, expect, it } from "vitest";
import { dismissedSuggestionCookie, languageRanges, prefersArabic, suggestionDismissed } from "./accept-language";

describe("reading Accept-Language (decision 130)", () => {
  it("reads ranges and weights, skipping malformed ones", () => {
    expect(languageRanges("ar-QA, en;q=0.8, fr;q=abc, *;q=0.1, ;q=1")).toEqual([
      { tag: "ar-qa", q: 1 },
      { tag: "en", q: 0.8 },
      { tag: "*", q: 0.1 },
    ]);
    expect(languageRanges(null)).toEqual([]);
  });

  it("prefers Arabic only when it is ranked above English", () => {
    expect(prefersArabic("ar-QA")).toBe(true);
    expect(prefersArabic("ar")).toBe(true);
    expect(prefersArabic("ar-QA,ar;q=0.9,en-US;q=0.8,en;q=0.7")).toBe(true);
    expect(prefersArabic("fr-FR, ar;q=0.9, en;q=0.5")).toBe(true);
    expect(prefersArabic("en-US,en;q=0.9,ar;q=0.8")).toBe(false);
    expect(prefersArabic("en, ar")).toBe(false);
    expect(prefersArabic("ar, en")).toBe(true);
    expect(prefersArabic("en;q=0.5, ar;q=0.9")).toBe(true);
    expect(prefersArabic("ar;q=0")).toBe(false);
    expect(prefersArabic("fr")).toBe(false);
    expect(prefersArabic("arn")).toBe(false);
    expect(prefersArabic("")).toBe(false);
    expect(prefersArabic(undefined)).toBe(false);
  });

  it("remembers a dismissal in a cookie", () => {
    expect(dismissedSuggestionCookie()).toMatch(
      /^arabic_suggestion=dismissed; Path=\/; Max-Age=31536000; SameSite=Lax$/,
    );
    expect(suggestionDismissed("a=1; arabic_suggestion=dismissed")).toBe(true);
    expect(suggestionDismissed("arabic_suggestion=other")).toBe(false);
    expect(suggestionDismissed(null)).toBe(false);
  });
});
