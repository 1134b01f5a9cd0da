import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./support/staff";
import { axeViolations } from "./support/axe";

function productIdFrom(page: Page): string {
  const match = /\/admin\/products\/([0-9a-f-]{36})/.exec(page.url());
  if (!match) throw new Error(`not on a product page: ${page.url()}`);
  return match[1]!;
}

async function createProduct(page: Page, fields: { name: string; brand: string }): Promise<string> {
  await page.goto("/admin/products/new");
  await page.getByLabel("Name (required)").fill(fields.name);
  await page.getByLabel("Brand (required)").fill(fields.brand);
  await page.getByLabel("Category (required)").selectOption("Equipments");
  await page.getByLabel("Subcategory").fill("Floor Cleaning Machines");
  await page
    .getByLabel("Description", { exact: true })
    .fill("A compact scrubber-dryer for small shops, made by the end-to-end test.");
  await page.getByLabel("Features", { exact: true }).fill("Quiet motor\nLong battery");
  const rows = page.getByTestId("specification-row");
  for (const [index, [label, value, unit]] of [
    ["Power", "1200", "W"],
    ["Weight", "40", "kg"],
  ].entries()) {
    await rows.nth(index).getByLabel("Label", { exact: true }).fill(label!);
    await rows.nth(index).getByLabel("Value", { exact: true }).fill(value!);
    await rows.nth(index).getByLabel("Unit", { exact: true }).fill(unit!);
  }
  await page.getByLabel("Image address").fill("/attached_assets/placeholder-product.svg");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Product created.");
  return productIdFrom(page);
}

test("a staff member creates a product, sees it on the catalogue and in the sitemap, deactivates it and sees it gone from both", async ({
  page,
  request,
}) => {
  await signInAsStaff(page, "/admin/products");
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  const name = `E2E Scrubber ${Date.now()}`;
  const id = await createProduct(page, { name, brand: "nordvac" });
  await expect(page.getByLabel("Brand (required)")).toHaveValue("Nordvac");
  await expect(page.getByTestId("audit-entry").first()).toContainText("Created by staff@example.com");

  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(page.locator(`main a[href="/products/${id}"]`).first()).toBeVisible();
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/products/${id}`);

  await page.goto(`/admin/products/${id}`);
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByTestId("notice")).toContainText("Product deactivated");
  await expect(page.getByTestId("audit-entry").first()).toContainText("Deactivated by staff@example.com");
  await expect(page.getByTestId("audit-entry").first()).toContainText("Active: yes → no");

  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("Search: “")).toBeVisible();
  await expect(page.locator(`a[href="/products/${id}"]`)).toHaveCount(0);
  expect((await request.get(`/products/${id}`)).status()).toBe(404);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/products/${id}`);
});

test("renaming a brand renames it on its products, and both histories say so", async ({ page }) => {
  await signInAsStaff(page, "/admin/brands/new");
  const brand = `Brandon ${Date.now()}`;
  await page.getByLabel("Name (required)").fill(brand);
  await page.getByLabel("Website").fill("https://brandon.example");
  await page.getByRole("button", { name: "Create brand" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Brand created.");
  const brandUrl = page.url().replace(/\?.*$/, "");

  const productId = await createProduct(page, { name: `${brand} Vacuum`, brand });

  await page.goto(brandUrl);
  await page.getByLabel("Name (required)").fill(`${brand} Global`);
  await expect(page.getByLabel("Also rename on 1 product")).toBeChecked();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("notice")).toContainText("Renamed on 1 product.");
  await expect(page.getByRole("heading", { name: `${brand} Global`, level: 1 })).toBeVisible();
  await expect(page.getByTestId("audit-entry").first()).toContainText(`Name: ${brand} → ${brand} Global`);

  await page.goto(`/admin/products/${productId}`);
  await expect(page.getByLabel("Brand (required)")).toHaveValue(`${brand} Global`);
  await expect(page.getByTestId("audit-entry").first()).toContainText(`Brand: ${brand} → ${brand} Global`);
  await page.goto(`/products/${productId}`);
  await expect(page.getByText(`${brand} Global`).first()).toBeVisible();
});

test("a product form with mistakes keeps what was typed and says what to fix next to each field", async ({ page }) => {
  await signInAsStaff(page, "/admin/products/new");
  await page.getByLabel("Description", { exact: true }).fill("Kept as typed.");
  await page.getByLabel("Price").fill("12.345");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByTestId("form-message")).toBeVisible();
  await expect(page.getByTestId("error-name")).toHaveText("Enter the product name");
  await expect(page.getByTestId("error-category")).toHaveText("Choose a category from the list");
  await expect(page.getByTestId("error-price")).toContainText("at most 2 decimals");
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Kept as typed.");
  await expect(page.getByLabel("Name (required)")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
});

test("a save made from an outdated page is refused instead of overwriting the newer change", async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, "/admin/products");
  const id = await createProduct(page, { name: `E2E Contested ${Date.now()}`, brand: "Nordvac" });
  const other = await browser.newPage();
  await signInAsStaff(other, `/admin/products/${id}`);
  await other.getByLabel("Serial number").fill("FIRST-SAVE");
  await other.getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByTestId("notice")).toHaveText("Changes saved.");
  await other.close();

  await page.getByLabel("Serial number").fill("SECOND-SAVE");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("form-message")).toContainText("Someone else saved a change");
  await page.reload();
  await expect(page.getByLabel("Serial number")).toHaveValue("FIRST-SAVE");
});

test("duplicate opens an inactive copy for editing; delete needs the typed name", async ({ page }) => {
  await signInAsStaff(page, "/admin/products");
  const name = `E2E Original ${Date.now()}`;
  await createProduct(page, { name, brand: "Nordvac" });
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByTestId("notice")).toContainText("new inactive copy");
  await expect(page.getByLabel("Name (required)")).toHaveValue(`${name} (copy)`);
  await expect(page.getByLabel("Active (shown on the public site)")).not.toBeChecked();

  await page.getByRole("link", { name: "Delete…" }).click();
  await page.getByLabel("Type the product's name to confirm").fill("wrong");
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByTestId("error-confirmName")).toBeVisible();
  await page.getByLabel("Type the product's name to confirm").fill(`${name} (copy)`);
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByTestId("notice")).toHaveText(`Deleted “${name} (copy)”.`);
});

test("the product and brand pages of the back office have no accessibility violations", async ({ page }) => {
  await signInAsStaff(page, "/admin/products");
  const paths = [
    "/admin/products",
    "/admin/products?q=zzzz-none",
    "/admin/products/new",
    "/admin/brands",
    "/admin/brands/new",
  ];
  await page.goto("/admin/products?q=Nordvac");
  await page.getByTestId("products-table").getByRole("link").first().click();
  paths.push(new URL(page.url()).pathname);
  await page.goto("/admin/brands?q=Nordvac");
  await page.getByTestId("brands-table").getByRole("link", { name: "Nordvac", exact: true }).click();
  paths.push(new URL(page.url()).pathname, `${new URL(page.url()).pathname}/delete`);
  for (const path of paths) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
});
