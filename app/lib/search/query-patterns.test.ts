import { describe, expect, it } from "vitest";
import { matchPatterns, SHORT_WORD_LENGTH, tsqueryOf } from "./query-patterns";

/** What PostgreSQL's LIKE does with % (any run) and literal characters; the patterns hold no _ or escapes. */
function like(text: string, pattern: string): boolean {
  const regex = pattern
    .split("%")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${regex}$`, "s").test(text);
}

describe("tsqueryOf", () => {
  it(`matches words of more than ${SHORT_WORD_LENGTH} characters as word starts`, () => {
    expect(tsqueryOf(["scrub"])).toBe("'scrub':*");
    expect(tsqueryOf(["pad"])).toBe("'pad':*");
  });

  it(`matches words of ${SHORT_WORD_LENGTH} characters or fewer as whole words`, () => {
    expect(tsqueryOf(["uv"])).toBe("'uv'");
    expect(tsqueryOf(["s"])).toBe("'s'");
  });

  it("asks for every word", () => {
    expect(tsqueryOf(["scrubber", "uv", "dryer"])).toBe("'scrubber':* & 'uv' & 'dryer':*");
  });

  it("counts characters, not UTF-16 units, for the short-word rule", () => {
    // Two astral-plane letters: four UTF-16 units, still a short word.
    expect(tsqueryOf(["\u{1D41A}\u{1D41B}"])).toBe("'\u{1D41A}\u{1D41B}'");
    expect(tsqueryOf(["مم"])).toBe("'مم'");
  });

  it("reads the last word as a start when asked, however short", () => {
    expect(tsqueryOf(["uv", "sc"], { lastWordIsPrefix: true })).toBe("'uv' & 'sc':*");
    expect(tsqueryOf(["s"], { lastWordIsPrefix: true })).toBe("'s':*");
    expect(tsqueryOf(["uv", "sc"])).toBe("'uv' & 'sc'");
    expect(tsqueryOf(["uv", "sc"], { lastWordIsPrefix: false })).toBe("'uv' & 'sc'");
  });

  it("is empty for no words", () => {
    expect(tsqueryOf([])).toBe("");
  });
});

describe("matchPatterns", () => {
  it("matches a long word at a word start, a short one as a whole word", () => {
    expect(matchPatterns(["scrub", "uv"]).words).toEqual(["% scrub%", "% uv %"]);
  });

  it("makes the phrase the words in a row, the last as a start when it is long", () => {
    expect(matchPatterns(["scrubber", "dry"]).phrase).toBe("% scrubber dry%");
    expect(matchPatterns(["wet", "uv"]).phrase).toBe("% wet uv %");
    expect(matchPatterns(["scrubber"]).phrase).toBe("% scrubber%");
  });

  it("reads the last word as a start when asked", () => {
    const patterns = matchPatterns(["uv", "la"], { lastWordIsPrefix: true });
    expect(patterns.words).toEqual(["% uv %", "% la%"]);
    expect(patterns.phrase).toBe("% uv la%");
  });

  it("matches the padded names the search stores as the rules say", () => {
    const name = " compact scrubber dryer 38 ";
    const { words, phrase } = matchPatterns(["scrub", "dryer"]);
    expect(words.every((pattern) => like(name, pattern))).toBe(true);
    expect(like(name, phrase)).toBe(false);
    expect(like(name, matchPatterns(["scrubber", "dry"]).phrase)).toBe(true);
    expect(like(name, matchPatterns(["dryer", "scrubber"]).phrase)).toBe(false);
    // Not in the middle of a word.
    expect(like(name, matchPatterns(["crubber"]).words[0]!)).toBe(false);
    // A short word is a whole word: "38" is, "3" is not.
    expect(like(name, matchPatterns(["38"]).words[0]!)).toBe(true);
    expect(like(name, matchPatterns(["3"]).words[0]!)).toBe(false);
    expect(like(name, matchPatterns(["3"], { lastWordIsPrefix: true }).words[0]!)).toBe(true);
  });
});
