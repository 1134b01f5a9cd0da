import { expect, test, type Page } from "@playwright/test";
import { ERROR_CARD_TEXT } from "~/content/error-cards";
import { MOBILE_NAV_TEXT } from "~/content/mobile-nav";
import { HEADER_TEXT } from "~/content/navigation";
import { axeViolations } from "./support/axe";

// Issue 18: the Arabic edition's shell: direction, accessibility, overflow, menus, sheet, language switch, search-engine
// links and the English home page's suggestion. Texts other helpers translate may still be English: the assertions
// are on structure and on the shell's own texts.

const AR = HEADER_TEXT.ar;

async function waitForHydration(page: Page) {
  // The header gets data-scrolled once React has hydrated it.
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
}

/** A real product, and a category with a subcategory, from the seeded catalogue. */
let productPath = "";
test.beforeAll(async ({ request }) => {
  const products = (await (await request.get("/api/products?limit=1")).json()) as Array<{ id: string }>;
  productPath = `/ar/products/${products[0]!.id}`;
});

const ARABIC_ROUTES = [
  "/ar",
  "/ar/about",
  "/ar/contact",
  "/ar/get-quote",
  "/ar/quote-list",
  "/ar/quote-list/paste",
  "/ar/products",
  "PRODUCT",
  "/ar/category/equipments",
  "/ar/category/chemicals/kitchen-chemicals",
  "/ar/solutions",
  "/ar/vacuum-solutions",
  "/ar/automation-solutions",
  "/ar/smart-floor-care",
  "/ar/advanced-chemicals",
  "/ar/commercial-spaces",
  "/ar/healthcare-facilities",
  "/ar/hospitality-excellence",
  "/ar/privacy-policy",
  "/ar/terms-of-service",
  "/ar/sitemap",
  "/ar/no-such-page",
];

for (const route of ARABIC_ROUTES) {
  test(`${route === "PRODUCT" ? "a product page" : route} renders right to left with no accessibility violations`, async ({
    page,
  }) => {
    // axe walks every node of the page: on a loaded 2-core machine a long catalogue page alone takes over 30 s.
    test.slow();
    const path = route === "PRODUCT" ? productPath : route;
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === "/ar/no-such-page" ? 404 : 200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await waitForHydration(page);
    // The shell's own texts are Arabic.
    await expect(page.getByRole("link", { name: AR.skipToContent })).toHaveCount(1);
    await expect(page.getByTestId("language-switch").first()).toHaveText("English");
    if (path === "/ar/no-such-page")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERROR_CARD_TEXT.ar.notFound.heading);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe("nothing overflows sideways", () => {
  for (const width of [390, 1366]) {
    test(`at ${width} px on the main Arabic pages`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/ar", "/ar/products", productPath, "/ar/get-quote", "/ar/quote-list"]) {
        await page.goto(path);
        await waitForHydration(page);
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        expect(widths.scroll, `${path} at ${width} px`).toBeLessThanOrEqual(widths.inner);
      }
    });
  }
});

test("the header menus open and work by keyboard on /ar", async ({ page }) => {
  await page.goto("/ar");
  await waitForHydration(page);
  const header = page.locator("header");
  const categories = header.getByRole("button", { name: AR.categories });
  for (let presses = 0; presses < 14 && !(await categories.evaluate((el) => el === document.activeElement)); presses++)
    await page.keyboard.press("Tab");
  await expect(categories).toBeFocused();
  await page.keyboard.press("Enter");
  const menu = page.getByTestId("categories-menu");
  await expect(menu).toBeVisible();
  const items = menu.getByRole("menuitem");
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveAttribute("href", /^\/ar\//);
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  // Right to left, a submenu opens with the arrow pointing along the reading direction: ArrowLeft, on the left side.
  await page.keyboard.press("ArrowLeft");
  const submenu = page.getByRole("menu").nth(1);
  await expect(submenu).toBeVisible();
  await expect(submenu.getByRole("menuitem").first()).toBeFocused();
  const [menuBox, subBox] = [await menu.boundingBox(), await submenu.boundingBox()];
  expect(subBox!.x).toBeLessThan(menuBox!.x);
  for (const link of await submenu.getByRole("menuitem").all())
    expect(await link.getAttribute("href")).toMatch(/^\/ar\//);
  await page.keyboard.press("ArrowRight");
  await expect(submenu).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(categories).toBeFocused();

  const brands = header.getByRole("button", { name: AR.brands });
  await brands.focus();
  await page.keyboard.press("Enter");
  const brandMenu = page.getByTestId("brands-menu");
  await expect(brandMenu).toBeVisible();
  await expect(brandMenu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(brandMenu.getByRole("menuitem").nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ar\/products\?/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test.describe("the mobile sheet", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the left on /ar and its links stay in the Arabic edition", async ({ page }) => {
    await page.goto("/ar");
    await waitForHydration(page);
    await page.getByRole("button", { name: HEADER_TEXT.ar.openMenu }).click();
    const sheet = page.getByRole("dialog", { name: MOBILE_NAV_TEXT.ar.title });
    await expect(sheet).toBeVisible();
    // Settled at the left edge (it slides in from there).
    await expect.poll(async () => Math.round((await sheet.boundingBox())!.x)).toBe(0);
    expect((await sheet.boundingBox())!.width).toBeLessThan(390);
    const hrefs = await sheet
      .locator("a[href^='/']:not([data-testid='language-switch'])")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^\/ar(\/|$|\?)/);
    await expect(sheet.getByTestId("language-switch")).toHaveAttribute("href", "/");
    await sheet.getByRole("link", { name: AR.about.label }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/ar\/about$/);
  });

  test("opens from the right on English pages", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: HEADER_TEXT.en.openMenu }).click();
    const sheet = page.getByRole("dialog", { name: MOBILE_NAV_TEXT.en.title });
    await expect
      .poll(async () => {
        const box = (await sheet.boundingBox())!;
        return Math.round(box.x + box.width);
      })
      .toBe(390);
    await expect(sheet.getByTestId("language-switch")).toHaveText("العربية");
  });
});

test("the language switch keeps the page and its query, both ways", async ({ page, baseURL }) => {
  await page.goto("/products?q=pad");
  await waitForHydration(page);
  const toArabic = page.locator("header").getByTestId("language-switch");
  await expect(toArabic).toHaveText("العربية");
  await expect(toArabic).toHaveAttribute("lang", "ar");
  await expect(toArabic).toHaveAttribute("hreflang", "ar");
  await toArabic.click();
  await expect(page).toHaveURL(`${baseURL}/ar/products?q=pad`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const toEnglish = page.locator("header").getByTestId("language-switch");
  await expect(toEnglish).toHaveText("English");
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await toEnglish.click();
  await expect(page).toHaveURL(`${baseURL}/products?q=pad`);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("search-engine links", () => {
  test("an Arabic page names its canonical, both alternates, x-default and og:locale", async ({ page, baseURL }) => {
    await page.goto("/ar/about");
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/ar/about`);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}/about`);
    await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${baseURL}/ar/about`);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${baseURL}/about`,
    );
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_QA");
    await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute("content", "en_US");
    const organization = await head
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? "{}"))
          .find((data) => data["@type"] === "Organization"),
      );
    expect(organization).toMatchObject({ inLanguage: "ar", address: { addressCountry: "قطر" } });
    // The Arabic typeface: preloaded on Arabic pages only.
    await expect(head.locator('link[rel="preload"][as="font"][crossorigin]')).toHaveCount(2);
  });

  test("an English page names the same pair with its own canonical and locale", async ({ page, baseURL }) => {
    await page.goto("/category/equipments");
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/category/equipments`);
    await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      "href",
      `${baseURL}/ar/category/equipments`,
    );
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute("content", "ar_QA");
    await expect(head.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  });

  test("404s, the back office and the private quote page name no alternates", async ({ page, request }) => {
    const products = (await (await request.get("/api/products?limit=1")).json()) as Array<{ id: string }>;
    const quote = await request.post("/api/inquiries", {
      data: {
        name: "Arabic Shell",
        email: "arabic-shell@example.com",
        category: "Quote Request",
        message: "A quote request for the private page's head.",
        lines: [{ productId: products[0]!.id, quantity: 1 }],
      },
    });
    const { privateUrl } = (await quote.json()) as { privateUrl: string };
    const privatePath = new URL(privateUrl).pathname;
    for (const path of ["/ar/no-such-page", "/no-such-page", "/admin/sign-in", privatePath, `/ar${privatePath}`]) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"]'), path).toHaveCount(0);
      await expect(page.locator('head meta[property="og:locale"]'), path).toHaveCount(0);
    }
  });

  test("sitemap.xml lists both editions with xhtml:link alternates", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<url><loc>${baseURL}/ar/about</loc><xhtml:link rel="alternate" hreflang="en" href="${baseURL}/about"/>`,
    );
    expect((await request.get("/ar/sitemap")).status()).toBe(200);
  });
});

test.describe("the English home page's suggestion of the Arabic edition", () => {
  test.describe("for a browser that prefers Arabic", () => {
    test.use({ locale: "ar-QA" });

    test("shows on the English home page only, and stays dismissed", async ({ page }) => {
      await page.goto("/");
      const suggestion = page.getByTestId("arabic-suggestion");
      await expect(suggestion).toBeVisible();
      await expect(suggestion).toHaveAttribute("lang", "ar");
      await expect(suggestion.getByRole("link", { name: "تصفّح النسخة العربية" })).toHaveAttribute("href", "/ar");
      await waitForHydration(page);
      await suggestion.getByRole("link", { name: "لا، شكراً" }).click();
      await expect(suggestion).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByTestId("arabic-suggestion")).toHaveCount(0);
    });

    test("is not on other pages nor on the Arabic home page", async ({ page }) => {
      for (const path of ["/about", "/ar"]) {
        await page.goto(path);
        await expect(page.getByTestId("arabic-suggestion"), path).toHaveCount(0);
      }
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ locale: "ar-QA", javaScriptEnabled: false });

    test("the dismissal is a link that remembers it", async ({ page }) => {
      await page.goto("/");
      await page.getByTestId("arabic-suggestion").getByRole("link", { name: "لا، شكراً" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId("arabic-suggestion")).toHaveCount(0);
    });
  });

  test.describe("for a browser that prefers English", () => {
    test.use({ locale: "en-US" });

    test("does not show", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByTestId("arabic-suggestion")).toHaveCount(0);
    });
  });
});
