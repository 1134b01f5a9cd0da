import { expect, test, type Page } from "@playwright/test";
import { PARTNER_LOGOS } from "~/content/brands";
import { CATEGORY_TREE } from "~/content/category-tree";
import { SITEMAP_GROUPS } from "~/content/legal";

// Spec 2.3 home, 2.11 about, 2.12-2.13 page frames, 2.14 legal pages and sitemap.

/** The header marks itself once React runs; the first page of a cold dev server can take a while to compile. */
async function hydrated(page: Page) {
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1, { timeout: 30_000 });
}

/** Spec 3.4 figures: the demo catalogue is seeded to match them, and the badges count the database live. */
const LIVE_COUNTS: Record<string, number> = {
  Equipments: 123,
  "Washroom Hygiene": 87,
  Chemicals: 66,
  "Cleaning Tools & Accessories": 61,
  "Waste Management": 21,
};

const CONTENT_PAGES = ["/", "/about", "/privacy-policy", "/terms-of-service", "/sitemap"];

test("home: hero, partners, about, services, call to action and category cards with live counts", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Explore Solutions", exact: true })).toHaveAttribute(
    "href",
    "/solutions",
  );
  await expect(page.getByRole("link", { name: "Expert Consultation", exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );
  for (const text of [
    "Years of Innovation",
    "Our Partners",
    "Trusted partnerships with industry leaders worldwide",
    "Years Partnership",
  ])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText("21+", { exact: true })).toHaveCount(2);
  await expect(page.getByText("12+", { exact: true })).toHaveCount(3);
  await expect(
    page.getByText("Leading Qatar's cleaning industry since 2004 with innovative solutions").first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText("Partnering with global manufacturers to deliver cutting-edge equipment and technologies."),
  ).toBeVisible();

  // The marquee of the 10 static logos (two copies for the endless loop), in the page at once (decision 107).
  const marquee = page.getByTestId("partner-marquee");
  await expect(marquee).toBeVisible();
  await expect(page.getByTestId("partner-skeletons")).toHaveCount(0);
  const logoTitles = await marquee
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("title")));
  expect(logoTitles).toEqual([...PARTNER_LOGOS, ...PARTNER_LOGOS].map((logo) => logo.name));
  expect(PARTNER_LOGOS).toHaveLength(10);
  await expect(marquee.locator("ul")).toHaveCSS("animation-duration", "60s");
  for (const logo of PARTNER_LOGOS)
    await expect(page.getByTestId("partner-list").getByText(`${logo.name}: ${logo.description}`)).toHaveCount(1);

  await expect(page.getByTestId("stat-established")).toContainText("Established");
  await expect(page.getByTestId("stat-established")).toContainText("2004");
  await expect(page.getByTestId("stat-brands")).toContainText("Global Brands");
  await expect(page.getByTestId("stat-brands")).toContainText("12+");
  const showroom = page.getByAltText(/warehouse operations: a forklift .* inventory management/);
  await expect(showroom).toBeVisible();
  await expect(showroom).toHaveAttribute("width", /\d+/);
  await expect(page.getByTestId("button-learn-more")).toHaveAttribute("href", "/about");
  await expect(page.getByTestId("button-learn-more")).toHaveText("Discover Our Story");

  await expect(page.getByText("Comprehensive cleaning solutions for every industry", { exact: true })).toBeVisible();
  for (const id of ["training", "support", "business-setup"]) {
    await expect(page.getByTestId(`service-${id}`)).toBeVisible();
    await expect(page.getByTestId(`service-${id}`).locator("svg")).toHaveCount(1);
    await expect(page.getByTestId(`service-${id}`).getByRole("heading")).not.toBeEmpty();
  }
  await expect(page.getByText("Ready to Transform Your Operations?")).toBeVisible();
  await expect(
    page.getByText("Experience the future of industrial cleaning with our comprehensive service ecosystem"),
  ).toBeVisible();
  await expect(page.getByTestId("button-schedule-consultation")).toHaveAttribute("href", "/contact");
  await expect(page.getByTestId("button-schedule-consultation")).toHaveText("Schedule Expert Consultation");

  await expect(page.locator("[data-testid^='category-card-']")).toHaveCount(CATEGORY_TREE.length);
  for (const category of CATEGORY_TREE) {
    const card = page.getByTestId(`category-card-${category.name}`);
    await expect(card.getByRole("heading", { name: category.name })).toBeVisible();
    await expect(card.getByTestId("category-count")).toHaveText(`${LIVE_COUNTS[category.name]} products`);
    await expect(card.getByText(category.description)).toBeVisible();
    const subLinks = card.locator("ul a");
    await expect(subLinks).toHaveCount(Math.min(4, category.subCategories.length));
    for (const [index, sub] of category.subCategories.slice(0, 4).entries())
      await expect(subLinks.nth(index)).toHaveAttribute("href", sub.href);
    await expect(card.getByText(/more categories$/)).toHaveCount(category.subCategories.length > 4 ? 1 : 0);
    await expect(card.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", category.href);
  }
  await expect(
    page.getByTestId("category-card-Equipments").getByText("+4 more categories", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByTestId("category-card-Washroom Hygiene").getByText("+5 more categories", { exact: true }),
  ).toBeVisible();
});

test("home partners show the marquee at once, without asking the server for brands (decision 107)", async ({
  page,
}) => {
  const brandRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/brands") brandRequests.push(request.url());
  });
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByTestId("partner-marquee").locator("img")).toHaveCount(PARTNER_LOGOS.length * 2);
  await page.getByRole("heading", { name: "Our Partners" }).hover();
  await expect(page.locator('[data-island="home sections"][data-hydrated]')).toHaveCount(1);
  await expect(page.getByTestId("partner-marquee")).toBeVisible();
  expect(brandRequests).toEqual([]);
});

test("home with reduced motion: still hero poster and a standing marquee", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await hydrated(page);
  // The hero's poster without its video: tests/e2e/hero-video.spec.ts.
  await expect(page.getByAltText(/scrubber-dryer/)).toBeVisible();
  await expect(page.getByTestId("partner-marquee").locator("ul")).toHaveCSS("animation-name", "none");
  await expect(page.getByTestId("partner-marquee").locator("img:visible")).toHaveCount(PARTNER_LOGOS.length);
});

// The hero's poster and videos: at most 400 KB each (scripts/hero-video/hero-files.test.ts).
test("home media stays small", async ({ request }) => {
  for (const path of ["/media/showroom.svg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect((await response.body()).byteLength, path).toBeLessThan(1_500_000);
  }
});

test("about: story, services anchor, mission, Why Choose Us and the timeline", async ({ page }) => {
  await page.goto("/about#services");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expect(page.locator("#services")).toBeInViewport();
  for (const id of ["training", "support", "business-setup"])
    await expect(page.locator("#services").getByTestId(`service-${id}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
  await expect(page.getByTestId("why-cards").getByRole("heading")).toHaveText([
    "Industry Transformation",
    "Comprehensive Service",
    "International Network",
    "Complete Solutions",
  ]);
  await expect(page.getByTestId("timeline").getByRole("heading")).toHaveText([
    "Company Founded",
    "European Partnerships",
    "Market Expansion",
    "Digital Transformation",
    "Continued Innovation",
  ]);
  await expect(page.getByTestId("timeline").locator("li > p:first-child")).toHaveText([
    "2004",
    "2008",
    "2008",
    "2018",
    "2024",
  ]);
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
});

test("the footer's Services link lands on the about page's services section", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/about#services$/);
  await expect(page.locator("#services")).toBeInViewport();
});

test("contact and quote page frames", async ({ page }) => {
  await page.goto("/contact");
  for (const title of ["Address", "Phone", "Email", "Business Hours"])
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(page.getByText("Saturday – Wednesday: 8:00 AM – 1:00 PM, 3:00 PM – 6:30 PM")).toBeVisible();
  await expect(page.getByText("Thursday: 8:00 AM – 1:00 PM")).toBeVisible();
  for (const title of ["Free Consultation", "Competitive Pricing", "Ongoing Support"])
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto("/get-quote");
  for (const title of ["Instant Pricing", "Best Price Guarantee", "Expert Consultation", "Global Brands"])
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(page.getByText("Get competitive quotes within 24 hours")).toBeVisible();
});

test("legal pages have their sections with the company's facts; every sitemap link works", async ({
  page,
  request,
}) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Information Collection",
    "Use of Information",
    "Data Security",
    "Contact Us",
  ]);
  await expect(
    page.getByText(/contact details .* business requirements and the technical specifications/),
  ).toBeVisible();
  await expect(page.getByText(/quotations, provide technical support and recommend products/)).toBeVisible();
  await expect(page.getByRole("main").getByText(/sales@gulfclean-equipment\.example.*Doha, Qatar/)).toBeVisible();
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Service Agreement",
    "Product Warranties",
    "Service Standards",
    "Contact Information",
  ]);
  await expect(page.getByText(/manufacturer's warranty/)).toBeVisible();
  await expect(page.getByRole("main").getByText(/Gulf Clean Equipment Trading, Doha, Qatar/)).toBeVisible();
  await page.goto("/sitemap");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Main Pages",
    "Solutions",
    "Legal",
  ]);
  const expected = {
    "Main Pages": [
      ["Home", "/"],
      ["About Us", "/about"],
      ["Contact", "/contact"],
    ],
    Solutions: [
      ["All Solutions", "/solutions"],
      ["Vacuum Solutions", "/vacuum-solutions"],
      ["Automation", "/automation-solutions"],
      ["Products", "/products"],
    ],
    Legal: [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Sitemap", "/sitemap"],
    ],
  };
  expect(SITEMAP_GROUPS.en.map((group) => [group.title, group.links.map((link) => [link.label, link.href])])).toEqual(
    Object.entries(expected),
  );
  for (const [title, links] of Object.entries(expected)) {
    const group = page.getByRole("main").getByRole("region", { name: title });
    await expect(group.getByRole("link")).toHaveCount(links.length);
    for (const [label, href] of links) {
      await expect(group.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href!);
      expect((await request.get(href!)).status(), href).toBe(200);
    }
  }
});

test("content pages have one h1 and a real meta description", async ({ page }) => {
  for (const path of CONTENT_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0, path).toBeGreaterThan(50);
    for (const image of await page.getByRole("main").locator("img").all()) {
      await expect(image, path).toHaveAttribute("width", /^\d+$/);
      await expect(image, path).toHaveAttribute("height", /^\d+$/);
      await expect(image, path).toHaveAttribute("alt");
    }
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page is complete: partners marquee, categories and the contact form", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("partner-marquee")).toBeVisible();
    await expect(page.getByTestId("partner-marquee").locator("img")).toHaveCount(PARTNER_LOGOS.length * 2);
    await expect(page.getByTestId("stat-established")).toBeVisible();
    await expect(page.getByTestId("service-training")).toBeVisible();
    for (const [name, count] of Object.entries(LIVE_COUNTS))
      await expect(page.getByTestId(`category-card-${name}`).getByTestId("category-count")).toHaveText(
        `${count} products`,
      );
    await expect(page.getByTestId("contact-form")).toBeVisible();
  });

  test("about, legal and sitemap pages render their main content", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByTestId("why-cards").getByRole("heading")).toHaveCount(4);
    await expect(page.getByTestId("timeline").getByRole("listitem")).toHaveCount(5);
    await expect(page.locator("#services").getByTestId("service-support")).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(4);
    await page.goto("/terms-of-service");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(4);
    await page.goto("/sitemap");
    await expect(page.getByRole("main").getByRole("link")).toHaveCount(10);
  });
});
