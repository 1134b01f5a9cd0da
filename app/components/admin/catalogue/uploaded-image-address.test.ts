/** The join between uploads and the catalogue forms: every address the upload endpoint hands out is one the product and brand schemas accept. */
import { describe, expect, it } from "vitest";
import { UPLOAD_EXTENSIONS, UPLOAD_TYPES } from "~/content/uploads";
import { brandInputSchema } from "~/lib/admin/brand-schema";
import { productInputSchema } from "~/lib/admin/product-schema";
import { newUploadKey } from "~server/storage/object-storage";
import { STORAGE_URL_PREFIX } from "~server/uploads/upload-router";

const product = { name: "Scrubber", brand: "Nordvac", category: "Equipments" };

describe("uploaded image addresses", () => {
  for (const type of UPLOAD_TYPES) {
    it(`are accepted as a product image and a brand logo (${type})`, () => {
      const url = STORAGE_URL_PREFIX + newUploadKey(UPLOAD_EXTENSIONS[type], new Date("2026-01-05T00:00:00Z")).key;
      expect(url).toMatch(/^\/api\/storage\/uploads\/2026\/01\/[0-9a-f-]{36}\.\w+$/);
      expect(productInputSchema.parse({ ...product, imageUrl: url }).imageUrl).toBe(url);
      expect(brandInputSchema.parse({ name: "Nordvac", logoUrl: url }).logoUrl).toBe(url);
    });
  }
});
