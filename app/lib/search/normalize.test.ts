import { describe, expect, it } from "vitest";
import { compactCode, normalizeText, queryWords, SEARCH_QUERY_MAX_WORDS, wordsOf } from "./normalize";

describe("normalizeText", () => {
  it("lower-cases", () => {
    expect(normalizeText("Scrubber DRYER")).toBe("scrubber dryer");
  });

  it("folds accents, precomposed and decomposed alike", () => {
    const precomposed = "K\u00e4rcher D\u00e9sinfectant";
    const decomposed = "Ka\u0308rcher De\u0301sinfectant";
    expect(precomposed).not.toBe(decomposed);
    expect(normalizeText(precomposed)).toBe("karcher desinfectant");
    expect(normalizeText(decomposed)).toBe("karcher desinfectant");
    expect(normalizeText("Ñandú Çava ÉLAN")).toBe("nandu cava elan");
  });

  it("folds compatibility forms (full-width letters, ligatures)", () => {
    expect(normalizeText("ＡＢＣ ﬁlter")).toBe("abc filter");
  });

  it("makes punctuation separate words", () => {
    expect(normalizeText("Scrubber-Dryer")).toBe("scrubber dryer");
    expect(normalizeText("AQ-SM43B")).toBe("aq sm43b");
    expect(normalizeText("Tools & Accessories / Pads, (red)")).toBe("tools accessories pads red");
    expect(normalizeText("it's 99.9%")).toBe("it s 99 9");
  });

  it("keeps letters of other scripts and digits", () => {
    expect(normalizeText("منظف الأرضيات 500ml")).toBe("منظف الارضيات 500ml");
    expect(normalizeText("Щётка 2024")).toBe("щетка 2024");
    expect(normalizeText("38")).toBe("38");
  });

  it("makes every run of separators one space and trims", () => {
    expect(normalizeText("  wet\t\n --  vacuum...  30L  ")).toBe("wet vacuum 30l");
    expect(normalizeText(" - / . ")).toBe("");
    expect(normalizeText("")).toBe("");
  });
});

// Issue 18: each Arabic spelling variant reads as the form the search stores, so either spelling finds the other.
describe("normalizeText on Arabic", () => {
  it("drops tashkeel: fatha, damma, kasra, tanween, shadda, sukun and the superscript alef", () => {
    expect(normalizeText("مُنَظِّفٌ")).toBe("منظف");
    expect(normalizeText("مِكْنَسَةً")).toBe("مكنسه");
    expect(normalizeText("هٰذا")).toBe("هذا");
    expect(normalizeText("رَشّاش")).toBe(normalizeText("رشاش"));
  });

  it("drops tatweel inside a word, and a word of tatweel alone", () => {
    expect(normalizeText("مـكـنـسـة")).toBe("مكنسه");
    expect(normalizeText("منظــــف ـــ")).toBe("منظف");
  });

  it("reads every hamza form of alef, and alef wasla, as bare alef", () => {
    for (const word of ["أرضيات", "إرضيات", "آرضيات", "ٱرضيات", "ارضيات"]) expect(normalizeText(word)).toBe("ارضيات");
    expect(normalizeText("الأرضيات")).toBe("الارضيات");
    expect(normalizeText("إزالة")).toBe("ازاله");
    expect(normalizeText("آلة")).toBe("اله");
  });

  it("reads hamza on waw and yaa as the bare seat, as NFKD decomposes them", () => {
    expect(normalizeText("مسؤول")).toBe("مسوول");
    expect(normalizeText("بيئة")).toBe("بييه");
    expect(normalizeText("ماء")).toBe("ماء");
  });

  it("reads taa marbuta as haa, alef maqsura and Farsi yeh as yaa, keheh as kaf", () => {
    expect(normalizeText("مكنسة")).toBe(normalizeText("مكنسه"));
    expect(normalizeText("مستشفى")).toBe("مستشفي");
    expect(normalizeText("مستشفی")).toBe("مستشفي");
    expect(normalizeText("مکنسه")).toBe("مكنسه");
  });

  it("reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9", () => {
    expect(normalizeText("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normalizeText("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normalizeText("خزان ٣٠ لتر")).toBe("خزان 30 لتر");
  });

  it("makes Arabic punctuation separate words", () => {
    expect(normalizeText("منظف، معطر؛ مكنسة؟")).toBe("منظف معطر مكنسه");
    expect(normalizeText("٩٩٫٩٪")).toBe("99 9");
  });

  it("folds presentation forms and ligatures to letters", () => {
    expect(normalizeText("ﻻ")).toBe("لا");
    expect(normalizeText("ﻣﻨﻈﻒ")).toBe("منظف");
  });

  it("joins what invisible format characters split: bidi marks, zero-width joiners, soft hyphens", () => {
    expect(normalizeText("\u200fمنظف\u200f")).toBe("منظف");
    expect(normalizeText("من\u200cظف")).toBe("منظف");
    expect(normalizeText("scrub\u00adber")).toBe("scrubber");
  });

  it("leaves Latin text beside Arabic as it reads it alone", () => {
    expect(normalizeText("مكنسة Nordvac NV-W30")).toBe("مكنسه nordvac nv w30");
    expect(compactCode("AQ-SM٤٣B")).toBe("aqsm43b");
  });
});

describe("wordsOf", () => {
  it("gives the distinct words in first-seen order", () => {
    expect(wordsOf("Dryer scrubber-DRYER Scrubber pad")).toEqual(["dryer", "scrubber", "pad"]);
  });

  it("treats accented and plain spellings as the same word", () => {
    expect(wordsOf("Kärcher Karcher")).toEqual(["karcher"]);
  });

  it("has no words for empty or punctuation-only text", () => {
    expect(wordsOf("")).toEqual([]);
    expect(wordsOf(" -- ")).toEqual([]);
  });
});

describe("compactCode", () => {
  it("makes a product code one word whatever its separators and case", () => {
    expect(compactCode("AQ-SM43B")).toBe("aqsm43b");
    expect(compactCode("aq sm43b")).toBe("aqsm43b");
    expect(compactCode("AQSM43B")).toBe("aqsm43b");
    expect(compactCode(" aq.sm/43-b ")).toBe("aqsm43b");
  });

  it("is empty for an empty code", () => {
    expect(compactCode("")).toBe("");
    expect(compactCode(" - ")).toBe("");
  });
});

describe("queryWords", () => {
  it("reads a query as its distinct words", () => {
    expect(queryWords("Scrubber-Dryer scrubber")).toEqual(["scrubber", "dryer"]);
  });

  it(`keeps at most ${SEARCH_QUERY_MAX_WORDS} words, cutting the rest`, () => {
    const words = Array.from({ length: SEARCH_QUERY_MAX_WORDS + 3 }, (_, index) => `w${index}`);
    expect(queryWords(words.join(" "))).toEqual(words.slice(0, SEARCH_QUERY_MAX_WORDS));
    expect(queryWords(words.slice(0, SEARCH_QUERY_MAX_WORDS).join(" "))).toHaveLength(SEARCH_QUERY_MAX_WORDS);
  });

  it("counts distinct words towards the cap, not repeats", () => {
    const distinct = Array.from({ length: SEARCH_QUERY_MAX_WORDS }, (_, index) => `w${index}`);
    const query = ["w0", "w0", "w0", ...distinct].join(" ");
    expect(queryWords(query)).toEqual(distinct);
  });

  it("is empty for a query of punctuation only", () => {
    expect(queryWords(" ?! ")).toEqual([]);
  });
});
