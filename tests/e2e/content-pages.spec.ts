import { expect, test } from "@playwright/test";
import { PARTNER_LOGOS } from "../../app/content/brands";
import { CATEGORY_TREE } from "../../app/content/category-tree";
import { SITEMAP_GROUPS } from "../../app/content/legal";

// Spec 2.3 home, 2.11 about, 2.12-2.13 page frames, 2.14 legal pages and sitemap.

test("home: hero, partners, about, services, call to action and category cards with live counts", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Explore Solutions", exact: true })).toHaveAttribute("href", "/solutions");
  await expect(page.getByRole("link", { name: "Expert Consultation", exact: true })).toHaveAttribute("href", "/contact");
  for (const text of ["Years of Innovation", "Our Partners", "Trusted partnerships with industry leaders worldwide", "Years Partnership"]) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText("Leading Qatar's cleaning industry since 2004 with innovative solutions").first()).toBeVisible();

  const marquee = page.getByTestId("partner-marquee");
  await expect(marquee).toBeVisible();
  await expect(marquee.locator("img")).toHaveCount(PARTNER_LOGOS.length * 2);
  for (const logo of PARTNER_LOGOS) await expect(page.getByText(`${logo.name}: ${logo.description}`)).toHaveCount(1);

  await expect(page.getByTestId("stat-established")).toContainText("Established");
  await expect(page.getByTestId("stat-established")).toContainText("2004");
  await expect(page.getByTestId("stat-brands")).toContainText("Global Brands");
  await expect(page.getByTestId("stat-brands")).toContainText("12+");
  await expect(page.getByAltText(/warehouse operations: a forklift .* inventory management/)).toBeVisible();
  await expect(page.getByTestId("button-learn-more")).toHaveAttribute("href", "/about");
  await expect(page.getByTestId("button-learn-more")).toHaveText("Discover Our Story");
  for (const id of ["training", "support", "business-setup"]) await expect(page.getByTestId(`service-${id}`)).toBeVisible();
  await expect(page.getByText("Ready to Transform Your Operations?")).toBeVisible();
  await expect(page.getByText("Experience the future of industrial cleaning with our comprehensive service ecosystem")).toBeVisible();
  await expect(page.getByTestId("button-schedule-consultation")).toHaveAttribute("href", "/contact");

  for (const category of CATEGORY_TREE) {
    const card = page.getByTestId(`category-card-${category.name}`);
    await expect(card.getByTestId("category-count")).toHaveText(`${category.productCount} products`);
    await expect(card.locator("ul a")).toHaveCount(Math.min(4, category.subCategories.length));
    if (category.subCategories.length > 4) await expect(card.getByText(`+${category.subCategories.length - 4} more categories`)).toBeVisible();
    await expect(card.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", category.href);
  }
  await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
});

test("home partners show 9 skeleton tiles while the brand list loads", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/brands", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByTestId("partner-skeletons").locator("li")).toHaveCount(9);
  release();
  await expect(page.getByTestId("partner-marquee")).toBeVisible();
});

test("about: story, services anchor, mission, Why Choose Us and the timeline", async ({ page }) => {
  await page.goto("/about#services");
  await expect(page.locator("#services")).toBeInViewport();
  await expect(page.getByTestId("why-cards").getByRole("heading")).toHaveText(["Industry Transformation", "Comprehensive Service", "International Network", "Complete Solutions"]);
  await expect(page.getByTestId("timeline").getByRole("heading")).toHaveText(["Company Founded", "European Partnerships", "Market Expansion", "Digital Transformation", "Continued Innovation"]);
  await expect(page.getByTestId("timeline").locator("li > p:first-child")).toHaveText(["2004", "2008", "2008", "2018", "2024"]);
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
});

test("contact and quote page frames", async ({ page }) => {
  await page.goto("/contact");
  for (const title of ["Address", "Phone", "Email", "Business Hours"]) await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(page.getByText("Saturday – Wednesday: 8:00 AM – 1:00 PM, 3:00 PM – 6:30 PM")).toBeVisible();
  await expect(page.getByText("Thursday: 8:00 AM – 1:00 PM")).toBeVisible();
  for (const title of ["Free Consultation", "Competitive Pricing", "Ongoing Support"]) await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto("/get-quote");
  for (const title of ["Instant Pricing", "Best Price Guarantee", "Expert Consultation", "Global Brands"]) await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(page.getByText("Get competitive quotes within 24 hours")).toBeVisible();
});

test("legal pages have their sections; every sitemap link works", async ({ page, request }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Information Collection", "Use of Information", "Data Security", "Contact Us"]);
  await expect(page.getByText(/contact details .* business requirements and the technical specifications/)).toBeVisible();
  await page.goto("/terms-of-service");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Service Agreement", "Product Warranties", "Service Standards", "Contact Information"]);
  await expect(page.getByText(/manufacturer's warranty/)).toBeVisible();
  await page.goto("/sitemap");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(SITEMAP_GROUPS.map((group) => group.title));
  for (const group of SITEMAP_GROUPS) {
    for (const link of group.links) {
      await expect(page.getByRole("main").getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
      expect((await request.get(link.href)).status(), link.href).toBe(200);
    }
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the home page is complete: partners marquee, categories and the contact form", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("partner-marquee")).toBeVisible();
    await expect(page.getByTestId("partner-skeletons")).toBeHidden();
    await expect(page.getByTestId(`category-card-Equipments`).getByTestId("category-count")).toHaveText("123 products");
    await expect(page.getByTestId("contact-form")).toBeVisible();
  });
});
