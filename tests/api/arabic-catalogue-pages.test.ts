/**
 * Issue 18: the Arabic catalogue pages as the server renders them (what a visitor without JavaScript and a search engine
 * get): the edition's texts, Arabic product texts where written, the English marked lang="en" dir="ltr" where not, and
 * every link in /ar. The test writes its own Arabic products, whatever the demo catalogue holds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, products } from "~server/db/schema";
import { withDerivedFacts } from "~server/catalogue/derived-facts";
import { syncSpecificationRows } from "~server/catalogue/specification-rows";
import { CATALOGUE_TEXT, CATEGORY_PAGE_TEXT, PRODUCT_DETAIL_TEXT } from "~/content/catalogue";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

const ARABIC = {
  nameAr: "ماكينة زيغلو لغسيل الأرضيات",
  descriptionAr: "ماكينة لغسيل الأرضيات وتجفيفها في خطوة واحدة.",
  featuresAr: ["محرك هادئ", "بطارية تدوم طويلاً"],
  specificationsAr: "القدرة: 1200 واط\nالوزن: 40 كغ",
};

async function html(server: TestServer, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, text: await response.text() };
}

/** The element (its opening tag and text) that holds a text. */
function tagAround(page: string, text: string): string {
  const at = page.indexOf(text);
  if (at === -1) return "";
  const open = page.lastIndexOf("<", at);
  return page.slice(open, at + text.length);
}

describe.each(DRIVERS)("the Arabic catalogue pages on %s", (driver) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    const { db } = server.database;
    await db.insert(brands).values({
      name: "Zyglo",
      description: "Zyglo builds floor machines.",
      descriptionAr: "تصنع زيغلو ماكينات الأرضيات.",
    });
    const rows = await db
      .insert(products)
      .values([
        withDerivedFacts({
          name: "Zyglo Floor Scrubber",
          brand: "Zyglo",
          category: "Equipments",
          subcategory: "Floor Cleaning Machines",
          description: "Scrubs and dries floors in one pass.",
          features: ["Quiet motor", "Long battery"],
          specifications: "Power: 1200 W\nWeight: 40 kg",
          ...ARABIC,
        }),
        withDerivedFacts({
          name: "Zyglo English Mop",
          brand: "Zyglo",
          category: "Equipments",
          subcategory: "Floor Cleaning Machines",
          description: "A mop described in English only.",
          features: ["Cotton head"],
          specifications: "Length: 140 cm",
        }),
      ])
      .returning({ id: products.id, name: products.name });
    for (const row of rows) ids[row.name] = row.id;
    // As every write path does beside the texts (decision 151): the product page's table reads the rows.
    await syncSpecificationRows(db, Object.values(ids));
  });
  afterAll(async () => {
    await server?.close();
  });

  it("/ar/products: Arabic texts, Arabic product names, the English name marked, links and the form in /ar", async () => {
    const page = await html(server, "/ar/products?q=zyglo");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(page.text).toContain(CATALOGUE_TEXT.ar.title);
    expect(page.text).toContain(`<title>${CATALOGUE_TEXT.ar.title}`);
    expect(page.text).toContain(CATALOGUE_TEXT.ar.found(2, 360));
    expect(page.text).toContain(ARABIC.nameAr);
    expect(page.text).not.toContain(">Zyglo Floor Scrubber<");
    expect(tagAround(page.text, "Zyglo English Mop<")).toMatch(/lang="en"/);
    expect(tagAround(page.text, "Zyglo English Mop<")).toMatch(/dir="ltr"/);
    expect(tagAround(page.text, "A mop described in English only.")).toMatch(/lang="en"[^>]*dir="ltr"/);
    expect(tagAround(page.text, ARABIC.nameAr)).not.toMatch(/lang="en"/);
    expect(page.text).toContain(`href="/ar/products/${ids["Zyglo Floor Scrubber"]}"`);
    expect(page.text).not.toContain(`href="/products/${ids["Zyglo Floor Scrubber"]}"`);
    expect(page.text).toMatch(/<form[^>]*action="\/ar\/products"/);
    // The category select names the categories in Arabic; its values stay the stored English ones.
    expect(page.text).toMatch(/<option value="Equipments"[^>]*>المعدات \(2\)<\/option>/);
  });

  it("the filtered list's links and chips stay in /ar with the same slugs", async () => {
    const page = await html(server, "/ar/products?category=Equipments");
    expect(page.text).toMatch(/href="\/ar\/products\?category=Equipments[^"]*page=2"/);
    expect(page.text).toMatch(/href="\/ar\/products"[^>]*>مسح عوامل التصفية/);
  });

  it("the product page shows the Arabic name, description, features, specifications and brand description", async () => {
    const id = ids["Zyglo Floor Scrubber"]!;
    const page = await html(server, `/ar/products/${id}`);
    expect(page.status).toBe(200);
    expect(tagAround(page.text, `${ARABIC.nameAr}</h1>`)).toMatch(/^<h1/);
    for (const text of [
      ARABIC.descriptionAr,
      ...ARABIC.featuresAr,
      "القدرة",
      "1200 واط",
      "تصنع زيغلو ماكينات الأرضيات.",
    ])
      expect(page.text).toContain(text);
    expect(page.text).toContain(PRODUCT_DETAIL_TEXT.ar.specifications);
    expect(page.text).toMatch(/href="\/ar\/products"[^>]*>.*العودة إلى المنتجات/s);
    expect(page.text).toContain(`<title>${ARABIC.nameAr}`);
    // Structured data names the product as the page does.
    const jsonLd = [...page.text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (match) => match[1]!,
    );
    expect(jsonLd.some((text) => text.includes(ARABIC.nameAr))).toBe(true);
    expect(jsonLd.some((text) => text.includes(`/ar/products/${id}`))).toBe(true);
  });

  it("the product page of a product without Arabic shows its English texts marked lang=en dir=ltr", async () => {
    const page = await html(server, `/ar/products/${ids["Zyglo English Mop"]}`);
    expect(tagAround(page.text, "Zyglo English Mop</h1>")).toMatch(/^<h1[^>]*lang="en"[^>]*dir="ltr"/);
    expect(page.text).toMatch(/<li[^>]*lang="en"[^>]*dir="ltr"[^>]*>(?:(?!<\/li>).)*Cotton head/s);
    expect(page.text).toContain(PRODUCT_DETAIL_TEXT.ar.features);
  });

  it("an unknown product in /ar answers 404 with the Arabic not-found texts", async () => {
    const page = await html(server, "/ar/products/00000000-0000-4000-8000-000000000000");
    expect(page.status).toBe(404);
    expect(page.text).toContain(PRODUCT_DETAIL_TEXT.ar.notFoundTitle);
  });

  it("a category page in /ar: Arabic name and description, breadcrumbs and controls in /ar", async () => {
    const page = await html(server, "/ar/category/equipments/floor-cleaning-machines?q=zyglo");
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1 class="text-3xl font-bold text-slate-900">ماكينات تنظيف الأرضيات</h1>');
    expect(page.text).toContain("ماكينات أحادية القرص");
    expect(page.text).toContain(CATEGORY_PAGE_TEXT.ar.count(2, true));
    expect(page.text).toMatch(/href="\/ar\/category\/equipments"[^>]*>المعدات/);
    expect(page.text).toMatch(/<form[^>]*action="\/ar\/category\/equipments\/floor-cleaning-machines"/);
    expect(page.text).toContain('href="/ar/products"');
    expect(page.text).toContain(ARABIC.nameAr);
  });

  it("the English pages are unchanged by the Arabic fields", async () => {
    const list = await html(server, "/products?q=zyglo");
    expect(list.text).toContain("Zyglo Floor Scrubber");
    // Not even in the page's data: an English page carries no Arabic.
    expect(list.text).not.toContain(ARABIC.nameAr);
    // The only language marks are the page's own and the language switch's (its link text is in Arabic).
    const withoutSwitch = list.text.replace(/<a[^>]*data-testid="language-switch"[^>]*>.*?<\/a>/gs, "");
    expect(withoutSwitch.match(/ lang="/g)).toHaveLength(1);
    const detail = await html(server, `/products/${ids["Zyglo Floor Scrubber"]}`);
    expect(detail.text).toContain("Scrubs and dries floors in one pass.");
    expect(detail.text).not.toContain(ARABIC.descriptionAr);
  });
});
