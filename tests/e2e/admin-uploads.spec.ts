import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signInAsStaff } from "./support/staff";
import { axeViolations } from "./support/axe";

const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

test.describe("media library uploads", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page, "/admin/media");
  });

  test("uploads a PNG through the picker, previews it, fills the address and lists it", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Media" })).toHaveAttribute("aria-current", "page");
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Upload an image")
      .setInputFiles({ name: "floor-scrubber.png", mimeType: "image/png", buffer: png });
    await expect(page.getByTestId("image-upload-status")).toHaveText("Uploaded. The image address is filled in above.");
    const address = page.getByLabel("Image address");
    await expect(address).toHaveValue(/^\/api\/storage\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const url = await address.inputValue();
    const preview = page.getByTestId("image-upload-preview");
    await expect(preview).toHaveAttribute("src", url);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(80);
    const listed = page.getByTestId("recent-uploads").getByRole("row").filter({ hasText: "floor-scrubber.png" });
    await expect(listed).toContainText(url);
    await expect(listed).toContainText("PNG · 80×60");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("shows the refusals: a text file named like a photo, a file over 10 MB, an SVG with a script", async ({
    page,
  }) => {
    const picker = page.getByLabel("Upload an image");
    const error = page.getByRole("alert").filter({ hasText: /./ });

    await picker.setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("I am only text.") });
    await expect(error).toHaveText("This file is not a JPEG, PNG, WebP or SVG image.");

    await picker.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
    await expect(error).toHaveText("Images can be at most 10 MB.");

    await picker.setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(SCRIPT_SVG) });
    await expect(error).toHaveText("This SVG contains a script, which is not allowed.");
    await expect(page.getByLabel("Image address")).toHaveValue("");
    await expect(page.getByTestId("image-upload-preview")).toHaveCount(0);
  });

  test("without JavaScript the address can still be typed, and no dead file picker is shown", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAsStaff(page, "/admin/media");
    await expect(page.getByLabel("Image address")).toBeVisible();
    await expect(page.getByLabel("Upload an image")).toHaveCount(0);
    await context.close();
  });
});
