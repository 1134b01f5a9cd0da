import { expect, test, type Page } from "@playwright/test";
import { ABOUT_TEXT } from "~/content/about";
import { HOME_TEXT, SERVICE_TEXT } from "~/content/company";
import { HOME_HERO_TEXT } from "~/content/home-hero";
import { LEGAL_UPDATED, PRIVACY_POLICY, TERMS_OF_SERVICE } from "~/content/legal";
import { DEFAULT_SITE_CONFIG, siteTextIn } from "~/content/site-config";
import { HEALTHCARE_EXTRAS, HOSPITALITY_EXTRAS, SECTOR_PAGES } from "~/content/sectors";
import { CHEMICAL_APPLICATIONS, FOCUSED_PAGES, SOLUTIONS_TEXT } from "~/content/solutions";
import type { Locale } from "~/lib/i18n/locale";

// Issue 18: the content pages of the Arabic edition (home, about, solutions, focused solution and sector pages, legal
// pages) show their Arabic texts and keep their links in the edition; the English pages keep the spec's texts.
// The axe sweep of every Arabic route is in the layout's own spec.

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const hydrated = (page: Page) => expect(page.locator("header[data-scrolled]")).toHaveCount(1, { timeout: 30_000 });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Internal links of the page's own body (not the header and footer, not product cards, which have their own owners
 * and specs), as written in the HTML.
 */
function bodyLinks(page: Page): Promise<string[]> {
  return page
    .locator("main a[href^='/']")
    .evaluateAll((links) =>
      links.filter((link) => !link.closest("[data-testid='product-card']")).map((link) => link.getAttribute("href")!),
    );
}

async function expectLinksInEdition(page: Page, locale: Locale, hasLinks: boolean) {
  const hrefs = await bodyLinks(page);
  expect(hrefs.length > 0).toBe(hasLinks);
  const outside = hrefs.filter((href) => (locale === "ar" ? !/^\/ar(\/|$|\?|#)/.test(href) : /^\/ar(\/|$)/.test(href)));
  expect(outside).toEqual([]);
}

interface PageCase {
  path: string;
  title: (locale: Locale) => string;
  texts: (locale: Locale) => string[];
  /** Whether the body links anywhere besides product cards (the about, legal and full-list pages do not). */
  hasLinks?: boolean;
}

const PAGES: PageCase[] = [
  {
    path: "/",
    title: (locale) => HOME_HERO_TEXT[locale].heroTitle,
    texts: (locale) => [
      HOME_HERO_TEXT[locale].exploreSolutions.label,
      HOME_TEXT[locale].partnersTitle,
      HOME_TEXT[locale].aboutTitle,
      SERVICE_TEXT[locale].training.title,
      HOME_TEXT[locale].categoriesTitle,
    ],
  },
  {
    path: "/about",
    title: (locale) => ABOUT_TEXT[locale].title,
    texts: (locale) => [
      ABOUT_TEXT[locale].storyTitle,
      ABOUT_TEXT[locale].missionTitle,
      ABOUT_TEXT[locale].why[0].title,
      ABOUT_TEXT[locale].timeline[4].title,
    ],
    hasLinks: false,
  },
  {
    path: "/solutions",
    title: (locale) => SOLUTIONS_TEXT[locale].title,
    texts: (locale) => [SOLUTIONS_TEXT[locale].mainCategories, SOLUTIONS_TEXT[locale].shopByBrand],
  },
  ...(
    [
      ["/vacuum-solutions", "vacuum"],
      ["/automation-solutions", "automation"],
      ["/smart-floor-care", "floor-care"],
      ["/advanced-chemicals", "chemicals"],
    ] as const
  ).map(([path, key]) => ({
    path,
    hasLinks: key === "floor-care" || key === "chemicals",
    title: (locale: Locale) => FOCUSED_PAGES[locale][key].title,
    texts: (locale: Locale) => [
      FOCUSED_PAGES[locale][key].intro,
      FOCUSED_PAGES[locale][key].productsHeading,
      ...(key === "chemicals" ? [CHEMICAL_APPLICATIONS[locale].heading] : []),
    ],
  })),
  ...(
    [
      ["/commercial-spaces", "commercial"],
      ["/healthcare-facilities", "healthcare"],
      ["/hospitality-excellence", "hospitality"],
    ] as const
  ).map(([path, sector]) => ({
    path,
    title: (locale: Locale) => SECTOR_PAGES[locale][sector].title,
    texts: (locale: Locale) => [
      SECTOR_PAGES[locale][sector].primaryButton,
      SECTOR_PAGES[locale][sector].features[0]!.title,
      SECTOR_PAGES[locale][sector].venues[5]!.name,
      ...(sector === "healthcare" ? [HEALTHCARE_EXTRAS[locale].compliance[0]] : []),
      ...(sector === "hospitality" ? [HOSPITALITY_EXTRAS[locale].heading] : []),
    ],
  })),
  {
    path: "/privacy-policy",
    title: (locale) => PRIVACY_POLICY[locale].title,
    texts: (locale) => [LEGAL_UPDATED[locale], PRIVACY_POLICY[locale].sections(dummySite)[2]!.title],
    hasLinks: false,
  },
  {
    path: "/terms-of-service",
    title: (locale) => TERMS_OF_SERVICE[locale].title,
    texts: (locale) => [LEGAL_UPDATED[locale], TERMS_OF_SERVICE[locale].sections(dummySite)[1]!.title],
    hasLinks: false,
  },
];

/** Section titles do not depend on the site configuration. */
const dummySite = {
  companyName: "",
  country: "",
  city: "",
  showroomPhone: "",
  warehousePhone: "",
  email: "",
  websiteHost: "",
  whatsappNumber: "",
  social: { facebook: "", instagram: "", linkedin: "" },
  arabic: { companyName: "", country: "", city: "" },
};

for (const { path, title, texts, hasLinks = true } of PAGES) {
  const arabicPath = path === "/" ? "/ar" : `/ar${path}`;

  test(`${arabicPath}: Arabic heading, texts and title; links stay in the Arabic edition`, async ({ page }) => {
    const response = await page.goto(arabicPath);
    expect(response?.status()).toBe(200);
    await expect(h1(page)).toHaveText(title("ar"));
    for (const text of texts("ar")) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(/[\u0600-\u06FF]/);
    await expectLinksInEdition(page, "ar", hasLinks);
  });

  test(`${path}: the English page keeps its texts and English links`, async ({ page }) => {
    await page.goto(path);
    await expect(h1(page)).toHaveText(title("en"));
    for (const text of texts("en")) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escape(path === "/" ? HOME_HERO_TEXT.en.metaTitle : title("en"))}`));
    await expectLinksInEdition(page, "en", hasLinks);
  });
}

test("/ar: the Arabic title and description, and a client-side navigation stays in Arabic", async ({ page }) => {
  await page.goto("/ar");
  await expect(page).toHaveTitle(new RegExp(`^${escape(HOME_HERO_TEXT.ar.metaTitle)}`));
  await expect(page.locator("meta[name='description']")).toHaveAttribute(
    "content",
    HOME_HERO_TEXT.ar.metaDescription(siteTextIn(DEFAULT_SITE_CONFIG, "ar").country),
  );
  await hydrated(page);
  await page.getByRole("link", { name: HOME_HERO_TEXT.ar.exploreSolutions.label, exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/solutions$/);
  await expect(h1(page)).toHaveText(SOLUTIONS_TEXT.ar.title);
  await expect(page).toHaveTitle(new RegExp(`^${escape(SOLUTIONS_TEXT.ar.title)}`));
});

test("/ar/about: the page's island hydrates in Arabic (the services keep their Arabic texts)", async ({ page }) => {
  await page.goto("/ar/about");
  await hydrated(page);
  const services = page.locator("#services");
  await services.hover();
  await expect(services.getByTestId("service-support")).toContainText(SERVICE_TEXT.ar.support.title);
  await expect(page.getByTestId("timeline")).toContainText(ABOUT_TEXT.ar.timeline[0]!.title);
});

test("the partners marquee runs the other way on /ar and stands still under reduced motion", async ({ page }) => {
  const direction = (target: Page) =>
    target
      .getByTestId("partner-marquee")
      .locator("ul")
      .evaluate((list) => {
        const style = getComputedStyle(list);
        return { name: style.animationName, direction: style.animationDirection };
      });
  await page.goto("/");
  expect(await direction(page)).toEqual({ name: "marquee", direction: "normal" });
  await page.goto("/ar");
  expect(await direction(page)).toEqual({ name: "marquee", direction: "reverse" });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/ar");
  expect((await direction(page)).name).toBe("none");
});

test("/ar/terms-of-service: phone numbers keep their digit groups in order inside the Arabic sentence", async ({
  page,
}) => {
  await page.goto("/ar/terms-of-service");
  const contact = page.locator("article section").last().locator("p");
  await expect(contact).toContainText("\u2066+974 4411 2004\u2069");
  await expect(contact).toContainText("صالة العرض");
});
