import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_TEXT } from "~/content/catalogue";
import { compactCode, wordsOf } from "~/lib/search/normalize";
import { allowedEdits, editDistance } from "~/lib/search/typo-tolerance";
import { deriveProductFacts } from "~server/catalogue/derived-facts";
import { products } from "~server/db/schema";
import { DRIVERS, type TestServer } from "./harness";
import { searchCategory, searchProducts, startSearchServer, type TestProduct } from "./search-support";

// Issue 15, point 2: with a query, results come in relevance order: (1) the exact product code, (2) the whole query as a
// phrase in the name, (3) all words in the name, (4) all words in name, brand and code, (5) the rest; ties keep the
// spec's orders (image rank, then name A–Z and id on /products, the chosen sort on category pages). Each group of the
// catalogue below has its own words and names chosen so that name order alone would give the wrong answer.
const IMAGE = "https://cdn.example.com/product.jpg";

const CODE_GROUP: TestProduct[] = [
  {
    name: "Zulu Charger",
    brand: "Aquaris",
    serialNumber: "AQ-SM43B",
    category: "Equipments",
    subcategory: "Floor Cleaning Machines",
  },
  // The code's words as a phrase in the name, with a real image: still after the exact code.
  { name: "AQ SM43B Spare Brush", brand: "Aquaris", category: "Equipments", imageUrl: IMAGE },
  // A longer code the query is the start of: its words are in the code, so name + brand + code.
  { name: "Alpha Battery Pack", brand: "Aquaris", serialNumber: "AQ-SM43BX", category: "Equipments" },
];

const PHRASE_GROUP: TestProduct[] = [
  { name: "Zeta Scrubber-Dryer 38", brand: "Tidy", category: "Equipments" },
  { name: "Alpha Dryer Head for Scrubber", brand: "Tidy", category: "Equipments" },
  { name: "Beta Scrubber and Dryer Kit", brand: "Tidy", category: "Equipments" },
  { name: "Compact Scrubber Dryer", brand: "Tidy", category: "Equipments" },
  { name: "Nova Scrubber", brand: "Dryer-Tech", category: "Equipments" },
  {
    name: "Aaron Rubber Blade",
    brand: "Tidy",
    category: "Equipments",
    description: "Fits any scrubber dryer.",
    imageUrl: IMAGE,
  },
];

const NAME_GROUP: TestProduct[] = [
  { name: "Zeta Polisher Nordvac Edition", brand: "Nordvac", category: "Equipments" },
  { name: "Alpha Polisher", brand: "Nordvac", category: "Equipments" },
  { name: "Beta Nordvac Polisher 17", brand: "Nordvac", category: "Equipments" },
];

const FIELD_GROUP: TestProduct[] = [
  { name: "Zeta Sweeper", brand: "Tidy", serialNumber: "SW-500", category: "Equipments" },
  { name: "Alpha Sweeper", brand: "Tidy", category: "Equipments", description: "Clears 500 square metres per hour." },
  { name: "Yankee Sweeper", brand: "Kleenmax", category: "Equipments" },
  { name: "Bravo Sweeper", brand: "Tidy", category: "Equipments", features: ["Kleenmax compatible brushes"] },
];

const TIE_GROUP: TestProduct[] = [
  { name: "Beta Squeegee", brand: "Tidy", category: "Cleaning Tools & Accessories", imageUrl: IMAGE },
  { name: "Alpha Squeegee", brand: "Tidy", category: "Cleaning Tools & Accessories", description: "First of two." },
  {
    name: "Gamma Squeegee",
    brand: "Tidy",
    category: "Cleaning Tools & Accessories",
    imageUrl: "/placeholder-product.svg",
  },
  { name: "Delta Squeegee", brand: "Tidy", category: "Cleaning Tools & Accessories", imageUrl: "/api/storage/d.jpg" },
  { name: "Alpha Squeegee", brand: "Tidy", category: "Cleaning Tools & Accessories", description: "Second of two." },
  {
    name: "Omega Mop",
    brand: "Tidy",
    category: "Cleaning Tools & Accessories",
    description: "Pairs with any squeegee.",
    imageUrl: IMAGE,
  },
];

const LOTS = Array.from({ length: 14 }, (_, index) => `Aquaris Floor Pad Lot ${index + 1}`);
const PAGE_GROUP: TestProduct[] = [
  ...LOTS.map((name) => ({
    name,
    brand: "Aquaris",
    category: "Cleaning Tools & Accessories",
    subcategory: "Floor Pads",
    description: "For any burnisher.",
  })),
  { name: "Zulu Burnisher Pad", brand: "Tidy", category: "Equipments" },
];

const CATEGORY_GROUP: TestProduct[] = [
  { name: "Zeta Foam Cleaner", brand: "Acme", category: "Chemicals", subcategory: "Housekeeping Chemicals" },
  { name: "Alpha Foam Cleaner", brand: "Zenco", category: "Chemicals", subcategory: "Kitchen Chemicals" },
  { name: "Aaron Cleaner Foam", brand: "Able", category: "Chemicals", subcategory: "Housekeeping Chemicals" },
  { name: "Beta Foam Cleaner", brand: "Acme", category: "Washroom Hygiene", subcategory: "Restroom Supplies" },
  {
    name: "Bravo Degreaser",
    brand: "Acme",
    category: "Chemicals",
    subcategory: "Kitchen Chemicals",
    description: "A foam cleaner for ovens.",
    imageUrl: IMAGE,
  },
];

const ACCENT_GROUP: TestProduct[] = [
  { name: "Kärcher Steam Cleaner", brand: "Kärcher", category: "Equipments" },
  { name: "Alpha Steam Mop", brand: "Kärcher", category: "Equipments" },
];

const CATALOGUE: TestProduct[] = [
  ...CODE_GROUP,
  ...PHRASE_GROUP,
  ...NAME_GROUP,
  ...FIELD_GROUP,
  ...TIE_GROUP,
  ...PAGE_GROUP,
  ...CATEGORY_GROUP,
  ...ACCENT_GROUP,
];
const TOTAL = CATALOGUE.length;

/** Each /products case: the query and the names in the order the rules give (no two equal names). */
const PRODUCTS_CASES: Array<[rule: string, query: string, expected: string[]]> = [
  [
    "the exact code first, then the code's words as a phrase in the name, then a longer code",
    "AQ-SM43B",
    ["Zulu Charger", "AQ SM43B Spare Brush", "Alpha Battery Pack"],
  ],
  ["the exact code first, typed as one word", "aqsm43b", ["Zulu Charger", "Alpha Battery Pack"]],
  ["the exact code first, typed in capitals", "AQSM43B", ["Zulu Charger", "Alpha Battery Pack"]],
  [
    "the exact code first, typed with a space",
    "aq sm43b",
    ["Zulu Charger", "AQ SM43B Spare Brush", "Alpha Battery Pack"],
  ],
  [
    "the phrase in the name (across a dash), then all words in the name, then name and brand, then the rest",
    "scrubber dryer",
    [
      "Compact Scrubber Dryer",
      "Zeta Scrubber-Dryer 38",
      "Alpha Dryer Head for Scrubber",
      "Beta Scrubber and Dryer Kit",
      "Nova Scrubber",
      "Aaron Rubber Blade",
    ],
  ],
  [
    "the phrase's last word may be a prefix",
    "scrubber dry",
    [
      "Compact Scrubber Dryer",
      "Zeta Scrubber-Dryer 38",
      "Alpha Dryer Head for Scrubber",
      "Beta Scrubber and Dryer Kit",
      "Nova Scrubber",
      "Aaron Rubber Blade",
    ],
  ],
  [
    "words in the other order are no phrase: all words in the name, by name",
    "dryer scrubber",
    [
      "Alpha Dryer Head for Scrubber",
      "Beta Scrubber and Dryer Kit",
      "Compact Scrubber Dryer",
      "Zeta Scrubber-Dryer 38",
      "Nova Scrubber",
      "Aaron Rubber Blade",
    ],
  ],
  [
    "all words in the name before name and brand",
    "nordvac polisher",
    ["Beta Nordvac Polisher 17", "Zeta Polisher Nordvac Edition", "Alpha Polisher"],
  ],
  ["name and code before the description", "sweeper 500", ["Zeta Sweeper", "Alpha Sweeper"]],
  ["name and brand before the features", "sweeper kleenmax", ["Yankee Sweeper", "Bravo Sweeper"]],
  ["a phrase across accents, before name and brand", "karcher steam", ["Kärcher Steam Cleaner", "Alpha Steam Mop"]],
  [
    "a category page's products on /products: phrase, all words in the name, the rest",
    "foam cleaner",
    ["Alpha Foam Cleaner", "Beta Foam Cleaner", "Zeta Foam Cleaner", "Aaron Cleaner Foam", "Bravo Degreaser"],
  ],
];

// --- The rules read literally, to check the tables above (a slip in a table must not pass for an engine bug). ---
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function wordMatches(typed: string, word: string): boolean {
  return typed.length >= 3 ? word.startsWith(typed) : word === typed;
}

function codeWords(product: TestProduct): string[] {
  return product.serialNumber ? [...wordsOf(product.serialNumber), compactCode(product.serialNumber)] : [];
}

function allWords(product: TestProduct): string[] {
  return [
    ...wordsOf(product.name),
    ...wordsOf(product.brand),
    ...codeWords(product),
    ...wordsOf(product.category),
    ...wordsOf(product.subcategory ?? ""),
    ...(product.features ?? []).flatMap(wordsOf),
    ...wordsOf(product.description ?? ""),
  ];
}

function matches(product: TestProduct, query: string): boolean {
  const compact = compactCode(query);
  if (product.serialNumber && compact.length >= 3 && compactCode(product.serialNumber).startsWith(compact)) return true;
  const words = allWords(product);
  return wordsOf(query).every((typed) => words.some((word) => wordMatches(typed, word)));
}

function tier(product: TestProduct, query: string): number {
  const typed = wordsOf(query);
  const name = wordsOf(product.name);
  if (product.serialNumber && compactCode(query) === compactCode(product.serialNumber)) return 1;
  const phraseAt = (start: number) =>
    typed.every((word, k) =>
      k === typed.length - 1 ? wordMatches(word, name[start + k] ?? "") : name[start + k] === word,
    );
  if (name.some((_, start) => phraseAt(start))) return 2;
  const all = (words: string[]) => typed.every((word) => words.some((candidate) => wordMatches(word, candidate)));
  if (all(name)) return 3;
  if (all([...name, ...wordsOf(product.brand), ...codeWords(product)])) return 4;
  return 5;
}

function rankByRules(query: string): string[] {
  return CATALOGUE.filter((product) => matches(product, query))
    .sort(
      (a, b) =>
        tier(a, query) - tier(b, query) ||
        deriveProductFacts(b).imageRank - deriveProductFacts(a).imageRank ||
        byCodePoint(a.name, b.name),
    )
    .map((product) => product.name);
}

describe("the ranking fixture", () => {
  it.each(PRODUCTS_CASES)("%s: '%s' is ordered so by the rules", (_rule, query, expected) => {
    expect(rankByRules(query)).toEqual(expected);
  });

  it("holds the tiers the cases name", () => {
    const product = (name: string) => CATALOGUE.find((candidate) => candidate.name === name)!;
    expect(tier(product("Zulu Charger"), "aqsm43b")).toBe(1);
    expect(tier(product("AQ SM43B Spare Brush"), "AQ-SM43B")).toBe(2);
    expect(tier(product("Alpha Battery Pack"), "AQ-SM43B")).toBe(4);
    expect(tier(product("Zeta Scrubber-Dryer 38"), "scrubber dryer")).toBe(2);
    expect(tier(product("Beta Scrubber and Dryer Kit"), "scrubber dryer")).toBe(3);
    expect(tier(product("Nova Scrubber"), "scrubber dryer")).toBe(4);
    expect(tier(product("Aaron Rubber Blade"), "scrubber dryer")).toBe(5);
    expect(tier(product("Zeta Sweeper"), "sweeper 500")).toBe(4);
    expect(tier(product("Bravo Sweeper"), "sweeper kleenmax")).toBe(5);
  });

  it("has one word near 'scruber' and the Lot names in code-point order", () => {
    const vocabulary = new Set(CATALOGUE.flatMap(allWords));
    expect([...vocabulary].some((word) => word.startsWith("scruber"))).toBe(false);
    expect([...vocabulary].filter((word) => editDistance("scruber", word, 1) <= allowedEdits("scruber"))).toEqual([
      "scrubber",
    ]);
    expect(rankByRules("burnisher pad")).toEqual(["Zulu Burnisher Pad", ...[...LOTS].sort(byCodePoint)]);
  });
});

describe.each(DRIVERS)("search ranking on %s", (driver) => {
  let server: TestServer;
  let rows: Array<{ id: string; name: string; imageRank: number }>;
  beforeAll(async () => {
    server = await startSearchServer(driver, CATALOGUE);
    rows = await server.database.db
      .select({ id: products.id, name: products.name, imageRank: products.imageRank })
      .from(products);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(PRODUCTS_CASES)("/products: %s ('%s')", async (_rule, query, expected) => {
    const page = await searchProducts(server, query);
    expect(page.status).toBe(200);
    expect(page.names).toEqual(expected);
    expect(page.found).toBe(CATALOGUE_TEXT.en.found(expected.length, TOTAL));
  });

  it("/products: a corrected word ranks as if typed right ('scruber dryer')", async () => {
    const page = await searchProducts(server, "scruber dryer");
    expect(page.names).toEqual(rankByRules("scrubber dryer"));
    expect(page.corrected).toEqual(expect.stringContaining("scrubber dryer"));
  });

  it("/products: ties by image rank (real, placeholder, none), then name A–Z, then id; relevance before images", async () => {
    const alphaIds = rows
      .filter((row) => row.name === "Alpha Squeegee")
      .map((row) => row.id)
      .sort();
    const id = (name: string) => rows.find((row) => row.name === name)!.id;
    const page = await searchProducts(server, "squeegee");
    expect(page.ids).toEqual([
      id("Beta Squeegee"),
      id("Gamma Squeegee"),
      ...alphaIds,
      id("Delta Squeegee"),
      id("Omega Mop"),
    ]);
    expect(page.found).toBe(CATALOGUE_TEXT.en.found(6, TOTAL));
  });

  it("/products: the best match leads the first page although 14 matches sort before it by name", async () => {
    const first = await searchProducts(server, "burnisher pad", "size=12");
    expect(first.names).toHaveLength(12);
    expect(first.names[0]).toBe("Zulu Burnisher Pad");
    expect(first.names.slice(1)).toEqual([...LOTS].sort(byCodePoint).slice(0, 11));
    expect(first.found).toBe(CATALOGUE_TEXT.en.found(15, TOTAL));
    expect(first.displaying).toBe(CATALOGUE_TEXT.en.displaying(12, 15));
    const more = await searchProducts(server, "burnisher pad", "size=12&page=2");
    expect(more.names).toEqual(["Zulu Burnisher Pad", ...[...LOTS].sort(byCodePoint)]);
    expect(more.displaying).toBe(CATALOGUE_TEXT.en.displaying(15, 15));
  });

  it("/products without a query keeps the spec's order: image rank, name, id", async () => {
    const page = await searchProducts(server, "", "size=96");
    const expected = [...rows]
      .sort((a, b) => b.imageRank - a.imageRank || byCodePoint(a.name, b.name) || byCodePoint(a.id, b.id))
      .map((row) => row.id);
    expect(page.ids).toEqual(expected);
    expect(page.found).toBe(CATALOGUE_TEXT.en.found(TOTAL, TOTAL));
  });

  describe("a category page ranks within its scope, its sort breaking ties", () => {
    it.each([
      ["name", ["Alpha Foam Cleaner", "Zeta Foam Cleaner", "Aaron Cleaner Foam", "Bravo Degreaser"]],
      ["brand", ["Zeta Foam Cleaner", "Alpha Foam Cleaner", "Aaron Cleaner Foam", "Bravo Degreaser"]],
      ["category", ["Zeta Foam Cleaner", "Alpha Foam Cleaner", "Aaron Cleaner Foam", "Bravo Degreaser"]],
    ])("sort=%s with q=foam cleaner", async (sort, expected) => {
      const page = await searchCategory(server, "/category/chemicals", "foam cleaner", `sort=${sort}`);
      expect(page.status).toBe(200);
      expect(page.names).toEqual(expected);
    });

    it("the exact code first on a category page too", async () => {
      const page = await searchCategory(server, "/category/equipments", "AQ-SM43B");
      expect(page.status).toBe(200);
      expect(page.names).toEqual(["Zulu Charger", "AQ SM43B Spare Brush", "Alpha Battery Pack"]);
    });

    it.each(["name", "brand"])("the tiers on a category page, sort=%s", async (sort) => {
      // Every product of the phrase group is an Equipments product of brand Tidy but one: the tiers decide, then the name.
      const page = await searchCategory(server, "/category/equipments", "scrubber dryer", `sort=${sort}`);
      expect(page.status).toBe(200);
      expect(page.names).toEqual(rankByRules("scrubber dryer"));
    });

    it.each([
      ["name", ["Bravo Degreaser", "Aaron Cleaner Foam", "Alpha Foam Cleaner", "Zeta Foam Cleaner"]],
      ["brand", ["Bravo Degreaser", "Aaron Cleaner Foam", "Zeta Foam Cleaner", "Alpha Foam Cleaner"]],
      ["category", ["Bravo Degreaser", "Aaron Cleaner Foam", "Zeta Foam Cleaner", "Alpha Foam Cleaner"]],
    ])("without a query, sort=%s keeps the spec's order (image rank, then the sort)", async (sort, expected) => {
      const page = await searchCategory(server, "/category/chemicals", "", `sort=${sort}`);
      expect(page.status).toBe(200);
      expect(page.names).toEqual(expected);
    });
  });
});
