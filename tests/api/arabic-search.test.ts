import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFileSchema } from "~server/catalogue/catalogue-file";
import { DERIVED_FACTS_VERSION } from "~server/catalogue/derived-facts";
import { recomputeStaleFacts } from "~server/catalogue/recompute-derived-facts";
import { replaceCatalogue } from "~server/catalogue/replace-catalogue";
import { products } from "~server/db/schema";
import { FACET_TEXT } from "~/content/catalogue";
import type { SuggestResponse } from "~/lib/search/search-types";
import { DRIVERS, startTestServer, type Driver, type TestServer } from "./harness";
import { testIdText, type TestProduct } from "./search-support";

// Issue 18, point 5: the search finds Arabic whichever way a word is written (each normalisation of
// app/lib/search/normalize.ts with a word stored one way and typed the other), on /ar/products, the Arabic category
// pages and the suggestions, and still finds English names and product codes typed in Latin letters there.

interface ArabicProduct extends TestProduct {
  nameAr?: string;
  descriptionAr?: string;
  featuresAr?: string[];
}

const VACUUM = "Wet Vacuum 30L";
const SCRUBBER = "Compact Scrubber-Dryer 38";
const DISPENSER = "Foam Soap Dispenser";
const DISINFECTANT = "Hospital Disinfectant";
const BIN = "Pedal Bin 50L";
const HAND_DRYER = "Hand Dryer Jet";

// Each spelling below is chosen for a test: tashkeel and Arabic-Indic digits in the vacuum's name, أ in its
// description; آ and أ in the scrubber's name; tatweel in the dispenser's; ى in the disinfectant's and bare alef in its
// description; ه for ة, ي for ى and Arabic-Indic digits in the bin's. The hand dryer has no Arabic at all.
const CATALOGUE: ArabicProduct[] = [
  {
    name: VACUUM,
    brand: "Nordvac",
    serialNumber: "NV-W30",
    category: "Equipments",
    subcategory: "Industrial Vacuum Machines",
    description: "Picks up liquids.",
    nameAr: "مِكْنَسَةٌ رَطْبَة ٣٠ لتر",
    descriptionAr: "تشفط السوائل عن أرضيات المطابخ.",
    featuresAr: ["خزان من الفولاذ المقاوم للصدأ"],
  },
  {
    name: SCRUBBER,
    brand: "Aquaris",
    serialNumber: "AQ-SM43B",
    category: "Equipments",
    subcategory: "Floor Cleaning Machines",
    description: "Walk-behind machine for offices.",
    nameAr: "آلة تنظيف وتجفيف الأرضيات 38",
    descriptionAr: "للمكاتب والممرات الواسعة.",
    featuresAr: ["تعمل بالبطارية"],
  },
  {
    name: DISPENSER,
    brand: "Hygiena Systems",
    category: "Washroom Hygiene",
    subcategory: "Dispensers",
    description: "Wall mounted.",
    nameAr: "موزع صـابون رغوي",
    descriptionAr: "يثبت على الجدار، مع عبوة صابون مطهر.",
  },
  {
    name: DISINFECTANT,
    brand: "Kitchex",
    category: "Chemicals",
    subcategory: "Housekeeping Chemicals",
    description: "Kills 99.9% of bacteria.",
    nameAr: "مطهر للمستشفى",
    descriptionAr: "مناسب لغرف العمليات والاسعاف.",
  },
  {
    name: BIN,
    brand: "Simplex",
    category: "Waste Management",
    subcategory: "Bins",
    description: "Soft close lid.",
    nameAr: "سله نفايات بدواسه ٥٠ لتر",
    descriptionAr: "تناسب ردهات المبني.",
  },
  {
    name: HAND_DRYER,
    brand: "Dyer",
    serialNumber: "DY-HD900",
    category: "Washroom Hygiene",
    subcategory: "Hand Dryer",
    description: "High speed.",
  },
];

type Case = [rule: string, query: string, expected: string[]];

const NORMALISATION_CASES: Case[] = [
  ["tashkeel stored, typed without", "مكنسة رطبة", [VACUUM]],
  ["tashkeel typed, stored without", "مُوَزِّعُ", [DISPENSER]],
  ["tashkeel on both sides, differently", "مِكنَسة", [VACUUM]],
  ["tatweel stored, typed without", "صابون رغوي", [DISPENSER]],
  ["tatweel typed, stored without", "مـــوزع", [DISPENSER]],
  ["أ stored, ا typed", "ارضيات", [VACUUM, SCRUBBER]],
  ["أ stored, إ typed", "إرضيات المطابخ", [VACUUM]],
  ["آ stored, ا typed", "الة تنظيف", [SCRUBBER]],
  ["آ stored, أ typed", "ألة", [SCRUBBER]],
  ["ا stored, إ typed", "والإسعاف", [DISINFECTANT]],
  ["ا stored, ٱ typed", "ٱلممرات", [SCRUBBER]],
  ["ة stored, ه typed", "مكنسه", [VACUUM]],
  ["ه stored, ة typed", "سلة بدواسة", [BIN]],
  ["ى stored, ي typed", "للمستشفي", [DISINFECTANT]],
  ["ي stored, ى typed", "المبنى", [BIN]],
  ["Arabic-Indic digits stored, Western typed", "سلة 50", [BIN]],
  ["Western digits stored, Arabic-Indic typed", "الة ٣٨", [SCRUBBER]],
  ["Western digits stored, Eastern Arabic-Indic typed", "تنظيف ۳۸", [SCRUBBER]],
  ["Arabic punctuation between words", "مكنسة، رطبة؟", [VACUUM]],
  ["a prefix of an Arabic word", "مطه", [DISINFECTANT, DISPENSER]],
  ["every word must match", "مكنسة صابون", []],
];

// The article and the letters written onto it do not count (normalize.ts, foldArabicArticle), whichever side has them.
const ARTICLE_CASES: Case[] = [
  ["no article typed, ال stored (the scrubber's name)", "ارضيات", [VACUUM, SCRUBBER]],
  ["ال typed, none stored", "المكنسة", [VACUUM]],
  ["لل typed, ال stored", "للأرضيات", [VACUUM, SCRUBBER]],
  ["بال typed, none stored", "بالمكنسة", [VACUUM]],
  ["وال typed, none stored", "والمكنسة الرطبة", [VACUUM]],
  ["no article typed, لل stored", "مكاتب", [SCRUBBER]],
  ["ال typed, لل stored", "المستشفى", [DISINFECTANT]],
  ["ال typed, وال stored", "الممرات", [SCRUBBER]],
  ["a word the fold keeps whole (آلة)", "آلة", [SCRUBBER]],
  ["the start of a word after its article", "المطا", [VACUUM]],
];

const LATIN_CASES: Case[] = [
  ["an English name", "hand dryer", [HAND_DRYER]],
  ["an English word of a product with an Arabic name", "scrubber", [SCRUBBER]],
  ["a product code as printed", "AQ-SM43B", [SCRUBBER]],
  ["a product code as one word", "nvw30", [VACUUM]],
  ["a product code with Arabic-Indic digits", "DY-HD٩٠٠", [HAND_DRYER]],
  ["an Arabic and an English word together", "مكنسة nordvac", [VACUUM]],
];

/** Starts the built app with exactly these products, Arabic fields included, written by the catalogue's write path. */
async function startArabicSearchServer(driver: Driver): Promise<TestServer> {
  const server = await startTestServer({ driver, pages: true, seed: false });
  try {
    const file = catalogueFileSchema.parse({ brands: [], products: CATALOGUE });
    // The file's schema may not read the Arabic fields: they are laid over what it parsed.
    const withArabic = file.products.map((product, index) => ({
      ...product,
      nameAr: CATALOGUE[index]!.nameAr ?? null,
      descriptionAr: CATALOGUE[index]!.descriptionAr ?? null,
      featuresAr: CATALOGUE[index]!.featuresAr ?? null,
    }));
    await replaceCatalogue(server.database.db, { brands: [], products: withArabic });
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}

const sorted = (names: string[]) => [...names].sort();

describe.each(DRIVERS)("Arabic search on %s", (driver) => {
  let server: TestServer;
  const idOf = new Map<string, string>();
  const nameOf = new Map<string, string>();

  beforeAll(async () => {
    server = await startArabicSearchServer(driver);
    const rows = await server.database.db.select({ id: products.id, name: products.name }).from(products);
    for (const row of rows) {
      idOf.set(row.name, row.id);
      nameOf.set(row.id, row.name);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The catalogue's products a page links to (its result cards), by English name, in the order first linked. */
  const linkedProducts = (html: string) => {
    const ids = [...html.matchAll(/href="(?:\/ar)?\/products\/([0-9a-f-]{36})"/g)].map((match) => match[1]!);
    return [...new Set(ids)].map((id) => nameOf.get(id)).filter((name): name is string => name !== undefined);
  };

  const page = async (path: string) => {
    const response = await fetch(server.baseUrl + path);
    const html = await response.text();
    return { status: response.status, html, found: linkedProducts(html) };
  };

  const arabicListing = (query: string) => page(`/ar/products?${new URLSearchParams({ q: query }).toString()}`);

  const suggested = async (query: string) => {
    const response = await fetch(
      `${server.baseUrl}/api/search/suggest?${new URLSearchParams({ q: query }).toString()}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as SuggestResponse;
    return body.suggestions
      .filter((suggestion) => suggestion.kind === "product")
      .map((suggestion) => nameOf.get(suggestion.href.replace(/^(\/ar)?\/products\//, "")) ?? suggestion.href);
  };

  it("lists every product on /ar/products without a query", async () => {
    const listing = await arabicListing("");
    expect(listing.status).toBe(200);
    expect(sorted(listing.found)).toEqual(sorted(CATALOGUE.map((product) => product.name)));
  });

  it.each(NORMALISATION_CASES)(
    "/ar/products finds a word written either way: %s, '%s'",
    async (_rule, query, expected) => {
      const listing = await arabicListing(query);
      expect(listing.status).toBe(200);
      expect(sorted(listing.found)).toEqual(sorted(expected));
      expect(testIdText(listing.html, "text-search-corrected")).toBeNull();
    },
  );

  it.each(ARTICLE_CASES)(
    "/ar/products finds a word with or without its article: %s, '%s'",
    async (_rule, query, expected) => {
      const listing = await arabicListing(query);
      expect(listing.status).toBe(200);
      expect(sorted(listing.found)).toEqual(sorted(expected));
      expect(testIdText(listing.html, "text-search-corrected")).toBeNull();
    },
  );

  it("ranks a product with the word in its name, after an article, above one with it in its description", async () => {
    expect((await arabicListing("ارضيات")).found).toEqual([SCRUBBER, VACUUM]);
    expect((await arabicListing("الأرضيات")).found).toEqual([SCRUBBER, VACUUM]);
  });

  it("reads the same word with and without the article as the same phrase in the name", async () => {
    // Tier 1, the phrase in the name, ranks the vacuum above the bin, whose name has only "لتر".
    expect((await arabicListing("المكنسة الرطبة")).found).toEqual([VACUUM]);
    expect((await arabicListing("رطبة ٣٠")).found).toEqual([VACUUM]);
  });

  it.each(LATIN_CASES)("/ar/products still finds Latin text: %s, '%s'", async (_rule, query, expected) => {
    const listing = await arabicListing(query);
    expect(listing.status).toBe(200);
    expect(sorted(listing.found)).toEqual(sorted(expected));
  });

  it.each([...NORMALISATION_CASES, ...ARTICLE_CASES, ...LATIN_CASES].filter(([, , expected]) => expected.length > 0))(
    "the English /products finds the same: %s, '%s'",
    async (_rule, query, expected) => {
      const listing = await page(`/products?${new URLSearchParams({ q: query }).toString()}`);
      expect(sorted(listing.found)).toEqual(sorted(expected));
    },
  );

  it.each([
    ["tashkeel and ة", "مكنسة", [VACUUM]],
    ["أ typed as ا, the last word a prefix", "الة تنظ", [SCRUBBER]],
    ["ى typed as ي", "مطهر للمستشفي", [DISINFECTANT]],
    ["tatweel typed", "صـابون رغ", [DISPENSER]],
    ["Arabic-Indic digits", "سلة ٥٠", [BIN]],
    ["ال typed, none stored", "المكنس", [VACUUM]],
    ["no article typed, ال stored", "ارضي", [SCRUBBER]],
    // Two letters after the article are too few to cut (آلية is a word): the word as written still finds its start.
    ["a word being typed, two letters after its article", "الأر", [SCRUBBER]],
    ["a word being typed, one letter after its article", "آلة تنظيف وتجفيف الأ", [SCRUBBER]],
  ])("suggestions find Arabic names written either way: %s, '%s'", async (_rule, query, expected) => {
    expect(sorted(await suggested(query))).toEqual(sorted(expected));
  });

  it("ranks a product with the word in its Arabic name above one with it in its description", async () => {
    const listing = await arabicListing("مطهر");
    expect(listing.found).toEqual([DISINFECTANT, DISPENSER]);
  });

  it("searches within an Arabic category page's scope", async () => {
    const equipments = await page(`/ar/category/equipments?${new URLSearchParams({ q: "ارضيات" }).toString()}`);
    expect(equipments.status).toBe(200);
    // The scrubber has the word, after its article, in its name; the vacuum in its description.
    expect(equipments.found).toEqual([SCRUBBER, VACUUM]);
    const washroom = await page(`/ar/category/washroom-hygiene?${new URLSearchParams({ q: "مكنسة" }).toString()}`);
    expect(washroom.status).toBe(200);
    expect(washroom.found).toEqual([]);
  });

  describe("typo tolerance on Arabic words", () => {
    it("reads a swap of neighbours in a 5-letter word as the catalogue's word, shown as written ('مكسنة' as 'مكنسة')", async () => {
      const listing = await arabicListing("مكسنة");
      expect(listing.found).toEqual([VACUUM]);
      // The search word is "مكنسه"; the buyer reads the catalogue's spelling, without its tashkeel (مِكْنَسَةٌ).
      const line = testIdText(listing.html, "text-search-corrected");
      expect(line).toContain("مكنسة");
      expect(line).not.toContain("مكنسه");
    });

    it("keeps the article the buyer typed before a corrected word ('المكسنة' as 'المكنسة')", async () => {
      const listing = await arabicListing("المكسنة");
      expect(listing.found).toEqual([VACUUM]);
      expect(testIdText(listing.html, "text-search-corrected")).toContain("المكنسة");
    });

    it("shows a corrected word with its hamza as the catalogue writes it ('ارضيلت' as 'أرضيات')", async () => {
      const listing = await arabicListing("ارضيلت");
      expect(sorted(listing.found)).toEqual(sorted([SCRUBBER, VACUUM]));
      expect(testIdText(listing.html, "text-search-corrected")).toContain("أرضيات");
    });

    it("shows English corrections as before: the search word", async () => {
      const listing = await page(`/products?${new URLSearchParams({ q: "Scruber-dryer" }).toString()}`);
      expect(listing.found).toEqual([SCRUBBER]);
      expect(testIdText(listing.html, "text-search-corrected")).toBe(
        `${FACET_TEXT.en.showingResultsFor} scrubber -dryer`,
      );
    });

    it("reads a wrong letter in a 7-letter word as the catalogue's word ('المطابح' as 'المطابخ')", async () => {
      const listing = await arabicListing("المطابح");
      expect(listing.found).toEqual([VACUUM]);
      expect(testIdText(listing.html, "text-search-corrected")).toContain("المطابخ");
    });

    it("leaves a word of three letters alone", async () => {
      const listing = await arabicListing("سلع");
      expect(listing.found).toEqual([]);
      expect(testIdText(listing.html, "text-search-corrected")).toBeNull();
    });
  });

  it("recomputes the Arabic search words of rows an older rule version stored", async () => {
    const db = server.database.db;
    const id = idOf.get(HAND_DRYER)!;
    // As a row written before the Arabic columns were searched: Arabic text, facts of an older version.
    await db
      .update(products)
      .set({ nameAr: "مجفف أيدي نفاث", derivedVersion: DERIVED_FACTS_VERSION - 1 })
      .where(eq(products.id, id));
    expect((await arabicListing("مجفف ايدي")).found).toEqual([]);
    expect(await recomputeStaleFacts(db)).toBe(1);
    // Another query than before (a query's counts are kept for 30 s), with the hamza the stored name has.
    expect((await arabicListing("أيدي نفاث")).found).toEqual([HAND_DRYER]);
    const [row] = await db
      .select({ words: sql<string>`${products.searchVector}::text`, name: products.searchName })
      .from(products)
      .where(eq(products.id, id));
    expect(row!.name).toBe(" hand dryer jet  مجفف ايدي نفاث ");
    expect(row!.words).toContain("'ايدي'");
  });
});
