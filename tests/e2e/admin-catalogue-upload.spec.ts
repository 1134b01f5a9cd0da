/** Issue 8's join: images uploaded in the product and brand forms reach the public catalogue, its pages and the sitemap. */
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInAsStaff } from "./support/staff";
import { axeViolations } from "./support/axe";

const UPLOADED_ADDRESS = /^\/api\/storage\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/;
const IMAGE_ADDRESS_MESSAGE =
  "Use an address on this site (/api/storage/…, /attached_assets/…) or one starting with https://";

async function pngFile(name: string, background: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Chooses a file in the form's picker and returns the address the upload filled in. */
async function uploadThroughPicker(
  page: Page,
  addressLabel: string,
  file: Awaited<ReturnType<typeof pngFile>>,
): Promise<string> {
  await page.getByLabel("Upload an image").setInputFiles(file);
  await expect(page.getByTestId("image-upload-status")).toHaveText("Uploaded. The image address is filled in above.");
  const address = page.getByLabel(addressLabel);
  await expect(address).toHaveValue(UPLOADED_ADDRESS);
  return address.inputValue();
}

/** Exactly one preview in the form, showing the image that was actually stored. */
/** Public pages show an upload through the responsive image service (/api/images?src=…): the image names it and loads. */
async function expectShowsUpload(image: Locator, url: string) {
  await expect(image).toHaveAttribute(
    "src",
    new RegExp(`^/api/images\\?src=${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}&`),
  );
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

async function expectSinglePreview(page: Page, formTestId: string, url: string) {
  const images = page.getByTestId(formTestId).locator("img");
  await expect(images).toHaveCount(1);
  await expect(images).toHaveAttribute("src", url);
  await expect.poll(() => images.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
}

function idFrom(page: Page, kind: "products" | "brands"): string {
  const match = new RegExp(`/admin/${kind}/([0-9a-f-]{36})`).exec(page.url());
  if (!match) throw new Error(`not on a ${kind} page: ${page.url()}`);
  return match[1]!;
}

async function fillProduct(page: Page, name: string, brand: string) {
  await page.getByLabel("Name (required)").fill(name);
  await page.getByLabel("Brand (required)").fill(brand);
  await page.getByLabel("Category (required)").selectOption("Equipments");
  await page.getByLabel("Description", { exact: true }).fill("A scrubber-dryer created by the upload end-to-end test.");
}

test("a staff member creates a product with an uploaded image, sees it on the catalogue and in the sitemap, deactivates it and sees it gone from both", async ({
  page,
  request,
}) => {
  await signInAsStaff(page, "/admin/products/new");
  const name = `E2E Uploaded Scrubber ${Date.now()}`;
  await fillProduct(page, name, "Nordvac");
  const url = await uploadThroughPicker(page, "Image address", await pngFile("scrubber.png", "#1a6"));
  await expectSinglePreview(page, "product-form", url);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Product created.");
  const id = idFrom(page, "products");
  await expect(page.getByLabel("Image address")).toHaveValue(url);
  await expectSinglePreview(page, "product-form", url);

  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  const card = page.locator(`main a[href="/products/${id}"]`).first();
  await expect(card).toBeVisible();
  await expectShowsUpload(page.locator(`main img[alt="${name}"]`).first(), url);
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const pageImage = page.locator(`main img[alt="${name}"]`).first();
  await expectShowsUpload(pageImage, url);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/products/${id}`);

  await page.goto(`/admin/products/${id}`);
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByTestId("notice")).toContainText("Product deactivated");

  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("Search: “")).toBeVisible();
  await expect(page.locator(`a[href="/products/${id}"]`)).toHaveCount(0);
  expect((await request.get(`/products/${id}`)).status()).toBe(404);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/products/${id}`);
});

test("a brand logo uploaded on the brand form shows on its products' pages and survives a rename that updates them", async ({
  page,
}) => {
  await signInAsStaff(page, "/admin/brands/new");
  const brand = `Logoform ${Date.now()}`;
  await page.getByLabel("Name (required)").fill(brand);
  const url = await uploadThroughPicker(page, "Logo address", await pngFile("logo.png", "#b22"));
  await expectSinglePreview(page, "brand-form", url);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Create brand" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Brand created.");
  const brandId = idFrom(page, "brands");
  await expect(page.getByLabel("Logo address")).toHaveValue(url);
  await expectSinglePreview(page, "brand-form", url);

  await page.goto("/admin/products/new");
  await fillProduct(page, `${brand} Vacuum`, brand);
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Product created.");
  const productId = idFrom(page, "products");
  await page.goto(`/products/${productId}`);
  await expectShowsUpload(page.getByTestId("about-brand").getByRole("img", { name: `${brand} logo` }), url);

  await page.goto(`/admin/brands/${brandId}`);
  await page.getByLabel("Name (required)").fill(`${brand} Global`);
  await expect(page.getByLabel("Also rename on 1 product")).toBeChecked();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("notice")).toContainText("Renamed on 1 product.");
  await expect(page.getByLabel("Logo address")).toHaveValue(url);
  await page.goto(`/products/${productId}`);
  await expectShowsUpload(page.getByTestId("about-brand").getByRole("img", { name: `${brand} Global logo` }), url);
});

test("a refused image address is named next to the field and kept as typed, in the browser and without JavaScript", async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, "/admin/products/new");
  await fillProduct(page, `E2E Bad Image ${Date.now()}`, "Nordvac");
  await page.getByLabel("Image address").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByTestId("error-imageUrl")).toHaveText(IMAGE_ADDRESS_MESSAGE);
  await expect(page.getByLabel("Image address")).toHaveValue("javascript:alert(1)");
  await expect(page.getByLabel("Image address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Image address")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await signInAsStaff(noScript, "/admin/products/new");
  await expect(noScript.getByLabel("Upload an image")).toHaveCount(0);
  const name = `E2E Pasted Image ${Date.now()}`;
  await fillProduct(noScript, name, "Nordvac");
  await noScript.getByLabel("Image address").fill("//evil.example/x.png");
  await noScript.getByRole("button", { name: "Create product" }).click();
  await expect(noScript.getByTestId("error-imageUrl")).toHaveText(IMAGE_ADDRESS_MESSAGE);
  await expect(noScript.getByLabel("Image address")).toHaveValue("//evil.example/x.png");
  await expect(noScript.getByLabel("Name (required)")).toHaveValue(name);

  await noScript.getByLabel("Image address").fill("/attached_assets/placeholder-product.svg");
  await noScript.getByRole("button", { name: "Create product" }).click();
  await expect(noScript.getByTestId("notice")).toHaveText("Product created.");
  await expect(noScript.getByLabel("Image address")).toHaveValue("/attached_assets/placeholder-product.svg");
  await expect(noScript.getByTestId("product-form").locator("img")).toHaveCount(1);
  await context.close();
});
