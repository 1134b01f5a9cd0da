/**
 * Issue 19: /compare and /ar/compare as the server renders them (what a visitor without JavaScript gets), on both
 * databases: a real table (caption, column, row and row-group headers), noindex, Remove and "Show only differences"
 * links kept in the address, the Add All form posting each product, the notices, the way to build a comparison from
 * one product, the remembered selection (cookie) behind every card's Compare link and the tray. Needs `npm run build`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPARE_TEXT } from "~/content/compare";
import { COMPARE_SELECTION_TEXT } from "~/content/compare-selection";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { insertComparedProducts } from "./compare-support";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** `&amp;` as React writes it in attributes. */
const attr = (text: string) => text.replaceAll("&", "&amp;");

/** The addresses of the links whose accessible name (aria-label) is `label`, whatever the attributes' order. */
function hrefsLabelled(html: string, label: string): string[] {
  return (html.match(/<a [^>]*>/g) ?? [])
    .filter((tag) => tag.includes(`aria-label="${attr(label)}"`))
    .map((tag) => (/href="([^"]*)"/.exec(tag)?.[1] ?? "").replaceAll("&amp;", "&"));
}

/** "Show only differences": its address and its state. */
function differencesSwitch(html: string): { href: string; checked: string } {
  const tag = /<a [^>]*role="switch"[^>]*>/.exec(html)?.[0] ?? "";
  return {
    href: (/href="([^"]*)"/.exec(tag)?.[1] ?? "").replaceAll("&amp;", "&"),
    checked: /aria-checked="([^"]*)"/.exec(tag)?.[1] ?? "",
  };
}

describe.each(DRIVERS)("the comparison pages on %s", (driver) => {
  let server: TestServer;
  let ids: string[];
  let withdrawn: string;

  const get = async (path: string, cookie?: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      redirect: "manual",
      headers: cookie ? { cookie } : {},
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    server = await startTestServer({ driver, seed: false, pages: true });
    ({ ids, withdrawn } = await insertComparedProducts(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  it("renders three products as a table with headers, groups and a caption, not indexed, remembered in a cookie", async () => {
    const page = await get(`/compare?ids=${ids.join(",")}`);
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/compare"/>');
    expect(html).toContain(`<title>${COMPARE_TEXT.en.title}`);
    expect(html).toMatch(/<table[^>]*data-testid="comparison-table"/);
    expect(html).toMatch(/<caption[^>]*>Specifications side by side<\/caption>/);
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    for (const group of ["Performance", "Capacity", "Power and battery", "General"])
      expect(html).toMatch(new RegExp(`<th scope="rowgroup"[^>]*><span[^>]*>${group}</span>`));
    expect(html).toMatch(/<th scope="row"[^>]*><span>Working width<\/span>/);
    // "—" for a value a product does not state, named for screen readers.
    expect(html).toContain('<span aria-hidden="true">—</span><span class="sr-only">Not stated</span>');
    expect(html).toMatch(/<div role="region" aria-labelledby="[^"]+" tabindex="0"/);
    expect(page.headers.get("set-cookie")).toBe(`compare=${ids.join(".")}; Path=/; Max-Age=2592000; SameSite=Lax`);
  });

  it("Remove and Show only differences are links to the address without the product, or with diff=1", async () => {
    const page = await get(`/compare?ids=${ids.join(",")}`);
    for (const [index, id] of ids.entries())
      expect(
        hrefsLabelled(page.text, `Remove Zeta Scrubber-Dryer ${["43", "51", "66"][index]} from the comparison`),
      ).toEqual([`/compare?ids=${ids.filter((other) => other !== id).join(",")}`]);
    expect(differencesSwitch(page.text)).toEqual({ href: `/compare?ids=${ids.join(",")}&diff=1`, checked: "false" });
    // Every row is there, those that differ highlighted.
    expect(page.text).toContain('data-differs="false"');
    expect(page.text).toContain('data-differs="true"');

    const differences = await get(`/compare?ids=${ids.join(",")}&diff=1`);
    expect(differencesSwitch(differences.text)).toEqual({ href: `/compare?ids=${ids.join(",")}`, checked: "true" });
    expect(differences.text).toContain("Specifications that differ, side by side");
    expect(differences.text).not.toContain('data-differs="false"');
    expect(differences.text).toContain('data-differs="true"');
    // The same solution tank in all three is not shown; the unlabelled lines (not compared) are.
    expect(differences.text).not.toContain('data-key="solution tank"');
    expect(differences.text).toContain('data-differs="not-compared"');
    // Removing a product keeps diff=1.
    expect(differences.text).toContain(`href="${attr(`/compare?ids=${ids.slice(1).join(",")}&diff=1`)}"`);
  });

  it("Add All to Quote posts each product to the quote list and comes back to the comparison (no JavaScript)", async () => {
    const page = await get(`/compare?ids=${ids.join(",")}`);
    const form = [...page.text.matchAll(/<form[^>]*>.*?<\/form>/gs)]
      .map((match) => match[0])
      .find((candidate) => candidate.includes(COMPARE_TEXT.en.addAll))!;
    expect(form).toMatch(/action="\/quote-list"/);
    const fields = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      ([, name, value]) => [name!, value!.replaceAll("&amp;", "&")] as [string, string],
    );
    expect(fields.filter(([name]) => name === "productId").map(([, value]) => value)).toEqual(ids);
    const posted = await fetch(`${server.baseUrl}/quote-list`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    expect(posted.status).toBe(302);
    const back = new URL(posted.headers.get("location")!, server.baseUrl);
    expect(back.pathname).toBe("/compare");
    expect(back.searchParams.get("ids")).toBe(ids.join(","));
    expect(back.searchParams.get("quote_list")).toBe("added");
    const list = await fetch(`${server.baseUrl}/api/quote-list`, {
      headers: { cookie: posted.headers.get("set-cookie")!.split(";")[0]! },
    });
    expect(((await list.json()) as { count: number }).count).toBe(3);
  });

  it("/ar/compare is the Arabic edition, right to left, its links and forms in /ar", async () => {
    const page = await get(`/ar/compare?ids=${ids.join(",")}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(page.text).toContain(`<title>${COMPARE_TEXT.ar.title}`);
    expect(page.text).toMatch(/<meta name="robots" content="noindex"/);
    expect(page.text).toContain(COMPARE_TEXT.ar.differencesOnly);
    expect(page.text).toContain("عرض العمل");
    expect(page.text).toMatch(/<form[^>]*action="\/ar\/quote-list"/);
    expect(page.text).toContain(`href="${attr(`/ar/compare?ids=${ids.join(",")}&diff=1`)}"`);
    // A product without an Arabic name is shown in English, marked as English.
    expect(page.text).toMatch(/<a[^>]*lang="en" dir="ltr"[^>]*>Zeta Scrubber-Dryer 51<\/a>/);
  });

  it("keeps four of five, drops unknown and withdrawn ids, and says so", async () => {
    const five = await get(`/compare?ids=${[...ids, UNKNOWN, withdrawn].join(",")}`);
    // The address keeps the first four: three products and an unknown id; the fifth is left out.
    expect(five.text).toContain("You can compare up to 4 products: 1 product was not added.");
    expect(five.text).toContain("1 product is no longer available and was removed from the comparison.");
    expect(five.text.match(/<th scope="col"/g)).toHaveLength(3);
    expect(five.headers.get("set-cookie")).toMatch(new RegExp(`^compare=${ids.join("\\.")};`));

    const arabic = await get(`/ar/compare?ids=${ids[0]},${ids[1]},nonsense`);
    expect(arabic.text).toContain(COMPARE_TEXT.ar.unavailable(1));
  });

  it("one product: asks for another and offers its kind, each a link that adds it", async () => {
    const page = await get(`/compare?ids=${ids[0]}`);
    expect(page.text).toContain(COMPARE_TEXT.en.chooseTwo);
    expect(page.text).not.toContain("<table");
    expect(hrefsLabelled(page.text, "Add to comparison: Zeta Scrubber-Dryer 51")).toEqual([
      `/compare?ids=${ids[0]},${ids[1]}`,
    ]);
    expect(hrefsLabelled(page.text, "Add to comparison: Zeta Scrubber-Dryer 66")).toEqual([
      `/compare?ids=${ids[0]},${ids[2]}`,
    ]);
    expect(page.text).not.toContain(withdrawn);
    const empty = await get("/compare?ids=");
    expect(empty.text).toContain(COMPARE_TEXT.en.chooseTwoEmpty);
    expect(empty.headers.get("set-cookie")).toBe("compare=; Path=/; Max-Age=0; SameSite=Lax");
  });

  it("/compare alone opens the remembered selection, or the empty comparison without one", async () => {
    const remembered = await get("/ar/compare", `compare=${ids[1]}.${ids[0]}`);
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get("location")).toBe(`/ar/compare?ids=${ids[1]},${ids[0]}`);
    const fresh = await get("/compare");
    expect(fresh.status).toBe(200);
    expect(fresh.text).toContain(COMPARE_TEXT.en.chooseTwo);
  });

  it("pages render the selection: each card's Compare link and the tray with Remove, Compare now and Clear", async () => {
    const cookie = `compare=${ids[0]}.${ids[1]}`;
    const page = await get("/products", cookie);
    const text = COMPARE_SELECTION_TEXT.en;
    // Selected: "In comparison", a link to the comparison of the selection.
    expect(hrefsLabelled(page.text, "In comparison: Zeta Scrubber-Dryer 43")).toEqual([
      `/compare?ids=${ids[0]},${ids[1]}`,
    ]);
    // Not selected: the selection with this product.
    expect(hrefsLabelled(page.text, "Compare: Zeta Scrubber-Dryer 66")).toEqual([
      `/compare?ids=${ids[0]},${ids[1]},${ids[2]}`,
    ]);
    const tray = page.text.slice(page.text.indexOf('data-testid="compare-tray"'));
    expect(tray).toContain(text.trayHeading(2, 4));
    expect(tray).toContain(">Zeta Scrubber-Dryer 43</span>");
    expect(hrefsLabelled(tray, "Remove Zeta Scrubber-Dryer 43 from the comparison")).toEqual([
      `/compare?ids=${ids[1]}`,
    ]);
    expect(tray).toMatch(new RegExp(`href="/compare\\?ids=${ids[0]},${ids[1]}"[^>]*>Compare now \\(2\\)</a>`));
    expect(hrefsLabelled(tray, "Clear the comparison")).toEqual(["/compare?ids="]);

    const arabic = await get("/ar/products", cookie);
    expect(arabic.text).toContain("ماكينة زيتا لغسيل الأرضيات 43");
    expect(arabic.text).toContain(COMPARE_SELECTION_TEXT.ar.compareNow(2));

    // Four selected (two of them no longer listed): the others' Compare says so and leads to the page's notice.
    const full = await get("/products", `compare=${ids[0]}.${ids[1]}.${UNKNOWN}.${UNKNOWN.replace(/0$/, "1")}`);
    expect(hrefsLabelled(full.text, "Compare (4 max): Zeta Scrubber-Dryer 66")).toEqual([
      `/compare?ids=${[ids[0], ids[1], UNKNOWN, UNKNOWN.replace(/0$/, "1"), ids[2]].join(",")}`,
    ]);
    const fullTray = full.text.slice(full.text.indexOf('data-testid="compare-tray"'));
    expect(fullTray).toContain(text.trayHeading(4, 4));
    expect(fullTray.match(new RegExp(`>${text.unavailable}</span>`, "g"))).toHaveLength(2);

    // No cookie, no tray; a hostile cookie is ignored.
    expect((await get("/products")).text).not.toContain('data-testid="compare-tray"');
    expect((await get("/products", "compare=<script>alert(1)</script>")).text).not.toContain(
      'data-testid="compare-tray"',
    );
  });

  it("keeps /compare out of sitemap.xml and the sitemap page", async () => {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain("/products");
    expect(xml).not.toContain("/compare");
    const page = await get("/sitemap");
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('href="/compare');
  });
});
