import { describe, expect, it } from "vitest";
import {
  compactCode,
  foldArabicArticle,
  normalizeText,
  queryWords,
  searchText,
  SEARCH_QUERY_MAX_WORDS,
  splitWrittenArticle,
  storedWordsOf,
  withoutVowelMarks,
  wordsOf,
} from "./normalize";

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

// Issue 18: buyers write a word with and without its article, so the article and the letters written onto it do not count.
describe("foldArabicArticle", () => {
  it("cuts the article and the letters written onto it", () => {
    for (const word of ["الارضيات", "والارضيات", "فالارضيات", "بالارضيات", "كالارضيات", "للارضيات", "ولل" + "ارضيات"])
      expect(foldArabicArticle(word)).toBe("ارضيات");
    expect(foldArabicArticle("المكنسه")).toBe("مكنسه");
    expect(foldArabicArticle("والمكنسه")).toBe("مكنسه");
    expect(foldArabicArticle("للمستشفي")).toBe("مستشفي");
  });

  it("keeps a word that would be left with fewer than three letters: آلة, آلية, آلات are words", () => {
    expect(foldArabicArticle(normalizeText("آلة"))).toBe("اله");
    expect(foldArabicArticle(normalizeText("الة"))).toBe("اله");
    expect(foldArabicArticle(normalizeText("آلية"))).toBe("اليه");
    expect(foldArabicArticle(normalizeText("آلات"))).toBe("الات");
    expect(foldArabicArticle("ال")).toBe("ال");
    expect(foldArabicArticle("والد")).toBe("والد");
  });

  it("cuts a three-letter word's article: الغاز is غاز", () => {
    expect(foldArabicArticle("الغاز")).toBe("غاز");
    expect(foldArabicArticle("الورق")).toBe("ورق");
  });

  it("reads a word whose own letters start with ال the same with and without the article (ألماني, الألماني)", () => {
    expect(foldArabicArticle(normalizeText("ألماني"))).toBe("ماني");
    expect(foldArabicArticle(normalizeText("الألماني"))).toBe("ماني");
    expect(foldArabicArticle(normalizeText("ألوان"))).toBe(foldArabicArticle(normalizeText("بالألوان")));
    expect(foldArabicArticle(normalizeText("الآلات"))).toBe(foldArabicArticle(normalizeText("آلات")));
  });

  it("does not cut a bare و, ف, ب, ك or ل: too many words start with them", () => {
    for (const word of ["وحده", "بطاريه", "فلتر", "كلور", "لوحه", "وتجفيف"]) expect(foldArabicArticle(word)).toBe(word);
  });

  it("never cuts Latin words, codes or words with digits", () => {
    for (const word of ["all", "allround", "alcohol", "lleida", "al30", "ال30"])
      expect(foldArabicArticle(word)).toBe(word);
  });
});

describe("searchText and the words of a text", () => {
  it("folds every Arabic word of a text and leaves the rest as normalizeText reads it", () => {
    expect(searchText("آلة تنظيف وتجفيف الأرضيات 38")).toBe("اله تنظيف وتجفيف ارضيات 38");
    expect(searchText("Compact Scrubber-Dryer 38")).toBe(normalizeText("Compact Scrubber-Dryer 38"));
    expect(searchText("")).toBe("");
  });

  it("gives a word written with and without its article once", () => {
    expect(wordsOf("الأرضيات أرضيات للأرضيات")).toEqual(["ارضيات"]);
    expect(queryWords("المكنسة")).toEqual(queryWords("مكنسة"));
  });

  it("stores each folded word also as written, for a word still being typed", () => {
    expect(storedWordsOf("مكنسة للأرضيات")).toEqual(["مكنسه", "ارضيات", "للارضيات"]);
    expect(storedWordsOf("Wet vacuum")).toEqual(["wet", "vacuum"]);
    expect(storedWordsOf("")).toEqual([]);
  });
});

describe("splitWrittenArticle and withoutVowelMarks", () => {
  it("cuts a written word where the fold cuts it, keeping its hamza, tashkeel and ة", () => {
    expect(splitWrittenArticle("الأرضيات")).toEqual({ article: "ال", rest: "أرضيات" });
    expect(splitWrittenArticle("وَالْمِكْنَسَة")).toEqual({ article: "وَالْ", rest: "مِكْنَسَة" });
    expect(splitWrittenArticle("للمستشفى")).toEqual({ article: "لل", rest: "مستشفى" });
  });

  it("leaves a word the fold keeps whole", () => {
    expect(splitWrittenArticle("آلة")).toEqual({ article: "", rest: "آلة" });
    expect(splitWrittenArticle("Scrubber")).toEqual({ article: "", rest: "Scrubber" });
  });

  it("prints a word without tashkeel and tatweel, its hamza and ة kept", () => {
    expect(withoutVowelMarks("مِكْنَسَةٌ")).toBe("مكنسة");
    expect(withoutVowelMarks("أَرْضِـيّات")).toBe("أرضيات");
    expect(withoutVowelMarks("مستشفى")).toBe("مستشفى");
  });
});
