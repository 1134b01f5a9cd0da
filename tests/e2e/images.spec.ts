import { expect, test, type Page } from "@playwright/test";

// Issue 6: responsive images, one high-priority image per page, the inlined stylesheet and the CSP.

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("pages paint images at their reserved size, with one high-priority image, and no CSP or hydration complaints", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  for (const path of ["/", "/products", "/category/equipments"]) {
    await page.goto(path);
    await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    const high = page.locator('img[fetchpriority="high"]');
    await expect(high).not.toHaveAttribute("loading", "lazy");
    // The high-priority image has loaded and is not a broken placeholder.
    await expect
      .poll(() => high.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: path })
      .toBe(true);
    const unsized = await page
      .locator("img")
      .evaluateAll((imgs) =>
        imgs
          .filter(
            (img) => !/^\d+$/.test(img.getAttribute("width") ?? "") || !/^\d+$/.test(img.getAttribute("height") ?? ""),
          )
          .map((img) => img.outerHTML),
      );
    expect(unsized, path).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test("the inlined stylesheet styles the first page and keeps styling after client-side navigation", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  await expect(page.getByTestId("button-learn-more")).toHaveCSS("display", "inline-block");
  const header = page.locator("header").first();
  const position = await header.evaluate((element) => getComputedStyle(element).position);
  expect(["sticky", "fixed"]).toContain(position);
  await header.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  // React kept the server's stylesheet text through hydration and navigation.
  expect(
    await page.locator("style[data-inline-stylesheet]").evaluate((style) => style.textContent?.length ?? 0),
  ).toBeGreaterThan(10_000);
  await expect(header).toHaveCSS("position", position);
});
