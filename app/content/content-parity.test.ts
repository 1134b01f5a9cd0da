/**
 * Issue 18: every fixed text of the public site exists in English and Arabic. Each content module's exports are either
 * bilingual (`bilingual({ en, ar })`, same shape in both) or named below as language-neutral or back-office (English
 * only), so a new text that skips the Arabic fails here, and so does an Arabic text left in English.
 */
import { describe, expect, it } from "vitest";

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });

/** The back office stays in English (issue 18, point 7). */
const BACK_OFFICE_MODULES = new Set([
  "./admin-catalogue.ts",
  "./admin-documents.ts",
  "./admin-dashboard.ts",
  "./admin-inbox.ts",
  "./admin-quotation.ts",
  "./answer-promise.ts",
  "./staff-auth.ts",
  "./uploads.ts",
]);

/**
 * Exports that are not texts a visitor reads in one language: stored values, numbers, addresses, settings, and
 * functions that take a locale themselves. "module:export" → why.
 */
const LANGUAGE_NEUTRAL: Record<string, string> = {
  "navigation:NAV_BRAND_LIMIT": "a number (spec 9.3)",
  "navigation:ARABIC_SUGGESTION_TEXT": "always Arabic: offered on the English home page to a reader who prefers Arabic",
  "site-config:DEFAULT_SITE_CONFIG": "settings; its Arabic names are its `arabic` field, read through siteTextIn",
  "site-config:siteTextIn": "a function that takes the locale",
  "site-config:whatsappHref": "a function that takes the locale",
  "site-config:OPENING_HOURS": "opening times as data (the JSON-LD's); BUSINESS_HOURS is their text",
  "company-facts:FOUNDED_YEAR": "a number",
  "company:HOME_CATEGORY_SUBCATEGORY_LIMIT": "a display limit (a number)",
  "company:SERVICES": "the services' ids, icon keys and colour classes; their texts are SERVICE_TEXT",
  "solutions:SOLUTIONS_PAGE_SIZE": "a page size (a number)",
  "solutions:FOCUSED_PAGE_SIZE": "a page size (a number)",
  "search:SUGGEST_API_TEXT": "the suggestions API's refusals, in English like every JSON API message (spec 7.2)",
  "category-tree:CATEGORY_TREE":
    "the stored English category values, their slugs' source and the spec's seed counts; shown names are CATEGORY_DISPLAY's",
  "category-tree:slugify": "the slug rule of stored category values, the same in both editions",
  "category-tree:catalogueHref": "an address built from stored category values, the same in both editions",
  "category-tree:categoryName": "takes the locale itself (CATEGORY_DISPLAY)",
  "category-tree:categoryDescription": "takes the locale itself (CATEGORY_DISPLAY)",
  "options:CONTACT_CATEGORIES": "stored values of spec 9.1 (English in both editions); shown through OPTION_LABELS",
  "options:QUOTE_INDUSTRIES": "stored values of spec 9.1 (English in both editions); shown through OPTION_LABELS",
  "options:QUOTE_PRODUCT_CATEGORIES":
    "stored values of spec 9.1 (English in both editions); shown through OPTION_LABELS",
  "options:PROJECT_SIZES": "stored values of spec 9.1 (English in both editions); shown through OPTION_LABELS",
  "options:TIMELINES": "stored values of spec 9.1 (English in both editions); shown through OPTION_LABELS",
  "options:QUOTE_REQUEST_CATEGORY": "the stored category of a quote request (spec 7.2), never shown to visitors",
  "quote-list-paste:PASTE_PATH": "an address, put in the page's edition by localizedPath",
  "emails:SALES_NOTIFICATION": "the email to the sales team: staff read it in English, like the back office",
  "private-quote:BUYER_EVENT_EMAIL":
    "the email to the sales team about a buyer's answer: English, like the back office",
  "brands:BRANDS": "the demo's brand records (stored values); each carries its Arabic description, descriptionAr",
  "brands:BRAND_NAV": "brand names (Latin in both editions) and links; All Brands carries its Arabic in nameAr",
  "brands:PARTNER_LOGOS": "brand names and logos; each description carries its Arabic, descriptionAr",
  "brands:SOLUTIONS_BRANDS": "brand names and logo addresses, the same in both editions",
  "brands:brandSlug": "the slug rule of a stored brand name",
  "brands:brandBadgeClass": "colour classes of a stored brand name",
};

/** Arabic texts that are rightly the same as the English (names, codes, numbers): "module:export:path". */
const SAME_IN_BOTH: Set<string> = new Set([]);

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
/** An internal address ("/products?category=…"): the same in both editions, each page links it in its own (decision 132). */
const INTERNAL_ADDRESS = /^\/(?!\/)\S*$/;

function isBilingual(value: unknown): value is { en: unknown; ar: unknown } {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).sort().join(",") === "ar,en"
  );
}

/** Every difference in shape or a missing, empty or untranslated Arabic text, as "path: problem". */
function compare(en: unknown, ar: unknown, path: string, problems: string[]): void {
  if (typeof en !== typeof ar || Array.isArray(en) !== Array.isArray(ar) || (en === null) !== (ar === null)) {
    problems.push(`${path}: English is ${typeof en}, Arabic is ${typeof ar}`);
    return;
  }
  if (typeof en === "string") {
    const arabic = ar as string;
    if (arabic.trim() === "") problems.push(`${path}: the Arabic is empty`);
    else if (
      LATIN_WORD.test(en) &&
      !ARABIC_LETTER.test(arabic) &&
      !SAME_IN_BOTH.has(path) &&
      !(INTERNAL_ADDRESS.test(en) && arabic === en)
    )
      problems.push(`${path}: the Arabic has no Arabic letter ("${arabic.slice(0, 40)}")`);
    return;
  }
  if (typeof en === "function") {
    const fn = ar as (...args: unknown[]) => unknown;
    const enFn = en as (...args: unknown[]) => unknown;
    if (enFn.length !== fn.length)
      problems.push(`${path}: ${enFn.length} parameters in English, ${fn.length} in Arabic`);
    const args = Array.from({ length: enFn.length }, () => 7);
    let results: [unknown, unknown] | null = null;
    try {
      results = [enFn(...args), fn(...args)];
    } catch {
      // A function of structured arguments (a site config, a product) is checked by its own module's tests.
    }
    if (results) compare(results[0], results[1], `${path}()`, problems);
    return;
  }
  if (Array.isArray(en)) {
    const arabic = ar as unknown[];
    if (en.length !== arabic.length)
      problems.push(`${path}: ${en.length} items in English, ${arabic.length} in Arabic`);
    en.forEach((item, index) => compare(item, arabic[index], `${path}[${index}]`, problems));
    return;
  }
  if (typeof en === "object" && en !== null) {
    const enKeys = Object.keys(en);
    const arKeys = Object.keys(ar as object);
    for (const key of enKeys.filter((key) => !arKeys.includes(key))) problems.push(`${path}.${key}: no Arabic`);
    for (const key of arKeys.filter((key) => !enKeys.includes(key))) problems.push(`${path}.${key}: no English`);
    for (const key of enKeys.filter((key) => arKeys.includes(key)))
      compare((en as Record<string, unknown>)[key], (ar as Record<string, unknown>)[key], `${path}.${key}`, problems);
  }
}

describe("content in both languages (issue 18)", () => {
  const publicModules = Object.entries(modules).filter(([file]) => !BACK_OFFICE_MODULES.has(file));

  it("finds the content modules", () => {
    expect(publicModules.length).toBeGreaterThan(20);
  });

  it.each(publicModules)("%s: every export is bilingual or named as language-neutral", (file, exports) => {
    const unnamed = Object.entries(exports)
      .filter(([name, value]) => !isBilingual(value) && !(`${file.slice(2, -3)}:${name}` in LANGUAGE_NEUTRAL))
      .map(([name]) => name);
    expect(unnamed).toEqual([]);
  });

  it.each(publicModules)("%s: the Arabic has every key of the English and the other way round", (file, exports) => {
    const problems: string[] = [];
    for (const [name, value] of Object.entries(exports))
      if (isBilingual(value)) compare(value.en, value.ar, `${file.slice(2, -3)}:${name}`, problems);
    expect(problems).toEqual([]);
  });

  it("the checker itself finds a missing key, an extra key, an empty and an untranslated text", () => {
    const problems: string[] = [];
    compare(
      { title: "Our Story", items: ["One", "Two"], extra: "x" },
      { title: "", items: ["واحد"], other: "ن" },
      "sample",
      problems,
    );
    compare({ heading: "Contact Us" }, { heading: "Contact Us" }, "sample2", problems);
    compare({ href: "/about" }, { href: "/about" }, "sample3", problems);
    expect(problems).toEqual([
      "sample.extra: no Arabic",
      "sample.other: no English",
      "sample.title: the Arabic is empty",
      "sample.items: 2 items in English, 1 in Arabic",
      "sample.items[1]: English is string, Arabic is undefined",
      'sample2.heading: the Arabic has no Arabic letter ("Contact Us")',
    ]);
  });
});
