import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_TEXT, CATEGORY_PAGE_TEXT } from "~/content/catalogue";
import { wordsOf, compactCode } from "~/lib/search/normalize";
import { allowedEdits, editDistance } from "~/lib/search/typo-tolerance";
import { DRIVERS, type TestServer } from "./harness";
import {
  searchCategory,
  searchProducts,
  startSearchServer,
  type ListingPage,
  type TestProduct,
} from "./search-support";

// Issue 15, point 1: which products a search finds, on /products and within a category page's scope. Each word of the
// catalogue below lives in the one field a test names, and the typo tests rely on the near words the fixture test
// checks, so every expectation is exact. Lists are compared as sets here: their order is search-ranking.test.ts's.
const SCRUBBER = "Compact Scrubber-Dryer 38";
const RIDE_ON = "Ride-on Scrubber";
const VACUUM = "Wet Vacuum 30L";
const LAMP = "UV Lamp Sterilizer";
const TOWEL = "Hand Towel Dispenser";
const SPRAY = "Désinfectant Surface Spray";
const DEGREASER = "Cafe Degreaser";
const BIN = "Pedal Bin 50L";
const HAND_DRYER = "Hand Dryer Jet";
const SOAP = "Soap Dispenser";
const DIFFUSER = "Fragrance Diffuser";
const HIDDEN = "Hidden Burnisher";

const CATALOGUE: TestProduct[] = [
  {
    name: SCRUBBER,
    brand: "Aquaris",
    serialNumber: "AQ-SM43B",
    category: "Equipments",
    subcategory: "Floor Cleaning Machines",
    features: ["Battery powered"],
    description: "Walk-behind machine for offices.",
  },
  {
    name: RIDE_ON,
    brand: "Aquaris",
    category: "Equipments",
    subcategory: "Floor Cleaning Machines",
    features: ["Graphene brushes"],
    description: "For large areas.",
  },
  {
    name: VACUUM,
    brand: "Nordvac",
    serialNumber: "NV-W30",
    category: "Equipments",
    subcategory: "Industrial Vacuum Machines",
    features: ["Stainless tank"],
    description: "Picks up liquids.",
  },
  {
    name: LAMP,
    brand: "Hygiena Systems",
    category: "Washroom Hygiene",
    subcategory: "Restroom Supplies",
    features: ["Kills germs"],
    description: "Compact unit.",
  },
  {
    name: TOWEL,
    brand: "Hygiena Systems",
    category: "Washroom Hygiene",
    subcategory: "Dispensers",
    features: ["Z-fold towels"],
    description: "Wall mounted.",
  },
  {
    name: SPRAY,
    brand: "Kärcher",
    category: "Chemicals",
    subcategory: "Housekeeping Chemicals",
    features: ["Ready to use"],
    description: "Kills 99.9% of bacteria.",
  },
  {
    name: DEGREASER,
    brand: "Kitchex",
    category: "Chemicals",
    subcategory: "Kitchen Chemicals",
    features: ["Food safe"],
    description: "Removes grease.",
  },
  {
    name: BIN,
    brand: "Simplex",
    category: "Waste Management",
    subcategory: "Bins",
    features: ["Soft close lid"],
    description: "Suits marble lobbies.",
  },
  {
    name: HAND_DRYER,
    brand: "Dyer",
    category: "Washroom Hygiene",
    subcategory: "Hand Dryer",
    description: "High speed.",
  },
  { name: SOAP, brand: "Dyer", category: "Washroom Hygiene", subcategory: "Dispensers", description: "Touch free." },
  { name: DIFFUSER, brand: "Dyer", category: "Washroom Hygiene", subcategory: "Diffusers", description: "Cold air." },
  {
    name: HIDDEN,
    brand: "Aquaris",
    category: "Equipments",
    subcategory: "Floor Cleaning Machines",
    description: "Retired model.",
    isActive: false,
  },
];
const ACTIVE = CATALOGUE.filter((product) => product.isActive !== false);
const TOTAL = ACTIVE.length;

/** The words of each searched field of a product (issue 15), the code also as one word. */
function fieldWords(product: TestProduct): Record<string, string[]> {
  return {
    name: wordsOf(product.name),
    brand: wordsOf(product.brand),
    "product code": [
      ...wordsOf(product.serialNumber ?? ""),
      ...(product.serialNumber ? [compactCode(product.serialNumber)] : []),
    ],
    category: wordsOf(product.category),
    subcategory: wordsOf(product.subcategory ?? ""),
    features: (product.features ?? []).flatMap(wordsOf),
    description: wordsOf(product.description ?? ""),
  };
}

function productWords(product: TestProduct): string[] {
  return [...new Set(Object.values(fieldWords(product)).flat())];
}

/** The matching rules read literally, typos aside: the reference the tables below are checked against. */
function matchesByRules(product: TestProduct, query: string): boolean {
  const words = productWords(product);
  const typed = wordsOf(query);
  if (typed.length === 0) return true;
  const compactQuery = compactCode(query);
  if (product.serialNumber && compactQuery.length >= 3 && compactCode(product.serialNumber).startsWith(compactQuery))
    return true;
  return typed.every((word) =>
    word.length >= 3 ? words.some((candidate) => candidate.startsWith(word)) : words.includes(word),
  );
}

type Case = [rule: string, query: string, expected: string[]];

const FIELD_CASES: Case[] = [
  ["name", "lamp", [LAMP]],
  ["brand", "nordvac", [VACUUM]],
  ["brand", "kitchex", [DEGREASER]],
  ["product code", "sm43b", [SCRUBBER]],
  ["category", "waste", [BIN]],
  ["category", "management", [BIN]],
  ["subcategory", "restroom", [LAMP]],
  ["features", "graphene", [RIDE_ON]],
  ["description", "marble", [BIN]],
];

const AND_CASES: Case[] = [
  ["brand and features", "aquaris battery", [SCRUBBER]],
  ["features and brand, reversed", "battery aquaris", [SCRUBBER]],
  ["words of the name in another order", "dryer scrubber", [SCRUBBER]],
  ["name, code and description", "38 sm43b offices", [SCRUBBER]],
  ["name and subcategory", "hand dryer", [HAND_DRYER]],
  ["name and brand", "dispenser dyer", [SOAP]],
  ["each word exists, never together", "scrubber nordvac", []],
  ["one word found nowhere", "scrubber zzzzqq", []],
];

const FORM_CASES: Case[] = [
  ["the phrase across a dash", "scrubber dryer", [SCRUBBER]],
  ["a dash in the query", "scrubber-dryer", [SCRUBBER]],
  ["other punctuation and case", "Scrubber/Dryer!", [SCRUBBER]],
  ["a comma", "scrubber, dryer", [SCRUBBER]],
  ["runs of spaces", "  SCRUBBER   dryer  ", [SCRUBBER]],
  ["a dash in the description", "walk behind", [SCRUBBER]],
  ["the same dash typed", "Walk-Behind", [SCRUBBER]],
  ["a one-letter word before a dash", "z fold", [TOWEL]],
  ["digits around a point", "99.9%", [SPRAY]],
  ["an accent in the data", "karcher", [SPRAY]],
  ["an accent in both, upper case", "KÄRCHER", [SPRAY]],
  ["a decomposed accent in the query", "Ka\u0308rcher", [SPRAY]],
  ["an accent in the name", "desinfectant", [SPRAY]],
  ["the accented word typed", "Désinfectant", [SPRAY]],
  ["the accented word in capitals", "DÉSINFECTANT", [SPRAY]],
  ["an accent only in the query", "café", [DEGREASER]],
];

const PREFIX_CASES: Case[] = [
  ["a prefix", "scrub", [SCRUBBER, RIDE_ON]],
  ["a prefix of the word after a dash", "dry", [SCRUBBER, HAND_DRYER]],
  ["a three-letter prefix", "vac", [VACUUM]],
  ["a brand prefix", "aqu", [SCRUBBER, RIDE_ON]],
  ["not the middle of a word", "ubber", []],
  ["a two-letter whole word", "uv", [LAMP]],
  ["a two-letter whole word of the code", "aq", [SCRUBBER]],
  ["a two-letter number, whole", "38", [SCRUBBER]],
  ["not the start of a word when shorter than three", "u", []],
  ["a two-letter number is not the start of 30L", "30", []],
  ["a one-letter number is not the start of 38", "3", []],
];

const CODE_CASES: Case[] = [
  ["one word", "aqsm43b", [SCRUBBER]],
  ["as written", "AQ-SM43B", [SCRUBBER]],
  ["with a space", "aq sm43b", [SCRUBBER]],
  ["in capitals", "AQSM43B", [SCRUBBER]],
  ["a prefix of the one word", "aqsm4", [SCRUBBER]],
  ["split elsewhere", "AQSM 43B", [SCRUBBER]],
  ["split elsewhere, shorter", "aqsm 43", [SCRUBBER]],
  ["its first part and a dash", "AQ-SM", [SCRUBBER]],
  ["with another word of the product", "aq-sm43b battery", [SCRUBBER]],
  ["another code as one word", "nvw30", [VACUUM]],
  ["another code with a space", "NV W30", [VACUUM]],
  ["another code as written", "nv-w30", [VACUUM]],
];

const sorted = (names: string[]) => [...names].sort();

/** Exactly these products, counted exactly, and no correction line. */
function expectFound(page: ListingPage, expected: string[]) {
  expect(page.status).toBe(200);
  expect(sorted(page.names)).toEqual(sorted(expected));
  expect(page.found).toBe(CATALOGUE_TEXT.en.found(expected.length, TOTAL));
  expect(page.displaying).toBe(CATALOGUE_TEXT.en.displaying(expected.length, expected.length));
  if (expected.length === 0) expect(page.html).toContain(CATALOGUE_TEXT.en.noMatchesTitle);
  else expect(page.html).not.toContain(CATALOGUE_TEXT.en.noMatchesTitle);
}

// The premises of the typo tests, checked on the fixture itself: which catalogue words each typed word is near.
describe("the matching fixture", () => {
  const activeWords = new Set(ACTIVE.flatMap(productWords));
  const near = (typed: string) =>
    [...activeWords].filter((word) => editDistance(typed, word, allowedEdits(typed)) <= allowedEdits(typed)).sort();
  const startsAWord = (typed: string) => [...activeWords].some((word) => word.startsWith(typed));

  it.each([
    ["scruber", ["scrubber"]],
    ["vaccum", ["vacuum"]],
    ["vacumu", ["vacuum"]],
    ["dispensor", ["dispenser", "dispensers"]],
    ["sterilisor", ["sterilizer"]],
    ["scrabbar", ["scrubber"]],
    ["scrubebr", ["scrubber"]],
    ["towl", ["towel"]],
    ["dyrer", ["dryer", "dyer"]],
    ["bint", ["bin", "bins"]],
    ["scrabbr", []],
    ["sprie", []],
    ["vakuun", []],
    ["burnishr", []],
    ["ubber", []],
    ["zzzzqq", []],
  ])("'%s' starts no word and is near exactly %j", (typed, words) => {
    expect(startsAWord(typed)).toBe(false);
    expect(near(typed)).toEqual(words);
  });

  it("has each field's own word in that field only, and the near words the tests name", () => {
    for (const [field, query, expected] of FIELD_CASES) {
      const holders = ACTIVE.filter((product) =>
        Object.values(fieldWords(product)).some((words) => words.some((word) => word.startsWith(query))),
      );
      expect(holders.map((product) => product.name)).toEqual(expected);
      for (const product of holders) {
        const fields = Object.entries(fieldWords(product))
          .filter(([, words]) => words.some((word) => word.startsWith(query)))
          .map(([name]) => name);
        expect(fields).toEqual([field]);
      }
    }
    const holding = (word: string) =>
      ACTIVE.filter((product) => productWords(product).includes(word)).map((product) => product.name);
    expect(holding("dryer")).toEqual([SCRUBBER, HAND_DRYER]);
    expect(holding("dyer")).toEqual([HAND_DRYER, SOAP, DIFFUSER]);
    expect(holding("bin")).toEqual([BIN]);
    expect(holding("bins")).toEqual([BIN]);
    expect(editDistance("dispensor", "dispenser")).toBe(1);
    expect(editDistance("dispensor", "dispensers")).toBe(2);
    expect(editDistance("vacumu", "vacuum")).toBe(1);
    expect(editDistance("sterilisor", "sterilizer")).toBe(2);
    expect(editDistance("sprie", "spray")).toBe(2);
    expect(editDistance("vakuun", "vacuum")).toBe(2);
    expect(editDistance("scrabbr", "scrubber")).toBe(2);
    expect(editDistance("burnishr", "burnisher")).toBe(1);
    expect(activeWords.has("burnisher")).toBe(false);
  });

  // The expectations below, against the rules read literally (no typos involved), so a slip in a table shows here.
  it.each([...FIELD_CASES, ...AND_CASES, ...FORM_CASES, ...PREFIX_CASES, ...CODE_CASES])(
    "%s: '%s' selects %j by the rules",
    (_rule, query, expected) => {
      const selected = ACTIVE.filter((product) => matchesByRules(product, query)).map((product) => product.name);
      expect(sorted(selected)).toEqual(sorted(expected));
    },
  );
});

describe.each(DRIVERS)("search matching on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSearchServer(driver, CATALOGUE);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("lists every active product without a query, counted as before", async () => {
    const page = await searchProducts(server, "", "size=96");
    expect(sorted(page.names)).toEqual(sorted(ACTIVE.map((product) => product.name)));
    expect(page.found).toBe(CATALOGUE_TEXT.en.found(TOTAL, TOTAL));
    expect(page.corrected).toBeNull();
  });

  const expectExact = async (query: string, expected: string[]) => {
    const page = await searchProducts(server, query);
    expectFound(page, expected);
    expect(page.corrected).toBeNull();
  };

  it.each(FIELD_CASES)("each field is searched: %s, '%s'", async (_rule, query, expected) => {
    await expectExact(query, expected);
  });

  it.each(AND_CASES)("every word must match, in any order: %s, '%s'", async (_rule, query, expected) => {
    await expectExact(query, expected);
  });

  it.each(FORM_CASES)("case, accents and punctuation do not count: %s, '%s'", async (_rule, query, expected) => {
    await expectExact(query, expected);
  });

  it.each(PREFIX_CASES)(
    "3+ letters match a word's start, 1-2 letters a whole word: %s, '%s'",
    async (_rule, query, expected) => {
      await expectExact(query, expected);
    },
  );

  it.each(CODE_CASES)("product codes with and without dashes: %s, '%s'", async (_rule, query, expected) => {
    await expectExact(query, expected);
  });

  describe("typo tolerance", () => {
    it.each([
      ["a deletion in a 7-letter word", "scruber", "scrubber", [SCRUBBER, RIDE_ON]],
      ["a substitution in a 6-letter word", "vaccum", "vacuum", [VACUUM]],
      ["a swap of neighbours in a 6-letter word (one edit)", "vacumu", "vacuum", [VACUUM]],
      ["a substitution in a 9-letter word", "dispensor", "dispenser", [TOWEL, SOAP]],
      ["two edits in a 10-letter word", "sterilisor", "sterilizer", [LAMP]],
      ["two edits in an 8-letter word", "scrabbar", "scrubber", [SCRUBBER, RIDE_ON]],
      ["a swap in an 8-letter word", "scrubebr", "scrubber", [SCRUBBER, RIDE_ON]],
      ["one typo among exact words", "hand towl dispenser", "hand towel dispenser", [TOWEL]],
      ["the commoner of two equally near words", "dyrer", "dyer", [HAND_DRYER, SOAP, DIFFUSER]],
    ])("%s: '%s' reads as '%s'", async (_rule, query, correctedQuery, expected) => {
      const page = await searchProducts(server, query);
      expectFound(page, expected);
      expect(page.corrected).not.toBeNull();
      expect(page.corrected).toEqual(expect.stringContaining(correctedQuery));
    });

    it("of two equally near words in as many products, takes the first A–Z: 'bint' reads as 'bin', not 'bins'", async () => {
      const page = await searchProducts(server, "bint");
      expectFound(page, [BIN]);
      expect(page.corrected).not.toBeNull();
      expect(page.corrected).toMatch(/\bbin\b/);
      expect(page.corrected).not.toMatch(/\bbins\b/);
    });

    it.each([
      ["two edits in a 5-letter word", "sprie"],
      ["two edits in a 6-letter word", "vakuun"],
      ["two edits in a 7-letter word", "scrabbr"],
      ["a 3-letter word is never corrected", "vxc"],
      ["nothing within reach", "zzzzqq"],
      ["a word only an inactive product has", "burnishr"],
      ["nothing within reach, among exact words", "hand zzzzqq"],
    ])("%s: '%s' is not corrected and finds nothing", async (_rule, query) => {
      const page = await searchProducts(server, query);
      expectFound(page, []);
      expect(page.corrected).toBeNull();
    });

    it.each([
      ["a word that exists beside a commoner near word", "dryer", [SCRUBBER, HAND_DRYER]],
      ["the commoner near word itself", "dyer", [HAND_DRYER, SOAP, DIFFUSER]],
      ["the start of a word", "dispens", [TOWEL, SOAP]],
      ["every word exists", "scrubber dryer", [SCRUBBER]],
    ])("%s: '%s' is not corrected", async (_rule, query, expected) => {
      const page = await searchProducts(server, query);
      expectFound(page, expected);
      expect(page.corrected).toBeNull();
    });
  });

  it("searches active products only", async () => {
    expectFound(await searchProducts(server, "burnisher"), []);
    expectFound(await searchProducts(server, "hidden"), []);
    expectFound(await searchProducts(server, "retired"), []);
  });

  describe("a category page searches within its scope with the same rules", () => {
    const expectCategoryFound = (page: ListingPage, expected: string[]) => {
      expect(page.status).toBe(200);
      expect(sorted(page.names)).toEqual(sorted(expected));
      expect(page.count).toBe(CATEGORY_PAGE_TEXT.en.count(expected.length, true));
      if (expected.length === 0) expect(page.html).toContain(CATEGORY_PAGE_TEXT.en.noResultsTitle);
    };

    it.each([
      ["a prefix", "/category/equipments", "scrub", [SCRUBBER, RIDE_ON]],
      ["words in any order across fields", "/category/equipments", "battery aquaris", [SCRUBBER]],
      ["a word outside the scope too", "/category/washroom-hygiene", "dryer", [HAND_DRYER]],
      [
        "a subcategory and a brand word",
        "/category/equipments/floor-cleaning-machines",
        "aquaris",
        [SCRUBBER, RIDE_ON],
      ],
      ["accents", "/category/chemicals", "karcher", [SPRAY]],
      ["a phrase across a dash", "/category/equipments", "scrubber dryer", [SCRUBBER]],
      ["a code without its dash", "/category/equipments", "aqsm43b", [SCRUBBER]],
      ["a code split elsewhere", "/category/equipments", "AQSM 43B", [SCRUBBER]],
      ["a whole two-letter word only", "/category/washroom-hygiene", "u", []],
      ["matches outside the scope only", "/category/washroom-hygiene", "scrubber", []],
      ["an inactive product", "/category/equipments", "burnisher", []],
    ])("%s: %s?q=%s", async (_rule, path, query, expected) => {
      const page = await searchCategory(server, path, query);
      expectCategoryFound(page, expected);
    });

    it("answers the same search again alike (the count is remembered, the listing read afresh)", async () => {
      const first = await searchCategory(server, "/category/equipments", "floor aquaris");
      const again = await searchCategory(server, "/category/equipments", "floor aquaris");
      const sortedByBrand = await searchCategory(server, "/category/equipments", "floor aquaris", "sort=brand");
      for (const page of [first, again, sortedByBrand]) expectCategoryFound(page, [SCRUBBER, RIDE_ON]);
    });

    it("finds a typo's products: /category/equipments?q=scruber", async () => {
      expectCategoryFound(await searchCategory(server, "/category/equipments", "scruber"), [SCRUBBER, RIDE_ON]);
    });

    it("says which word it corrected: /category/equipments?q=vaccum", async () => {
      const page = await searchCategory(server, "/category/equipments", "vaccum");
      expectCategoryFound(page, [VACUUM]);
      expect(page.corrected).toEqual(expect.stringContaining("vacuum"));
    });

    it("does not correct a word that exists: /category/washroom-hygiene?q=dryer", async () => {
      const page = await searchCategory(server, "/category/washroom-hygiene", "dryer");
      expectCategoryFound(page, [HAND_DRYER]);
      expect(page.corrected).toBeNull();
    });
  });
});
