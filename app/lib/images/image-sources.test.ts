import { describe, expect, it } from "vitest";
import { imageExtension, isAllowedImageSource, isRasterSource } from "./image-sources";

describe("isAllowedImageSource", () => {
  it("accepts stored uploads and shipped artwork, with spaces and non-ASCII names", () => {
    expect(isAllowedImageSource("/api/storage/products/scrubber.jpg")).toBe(true);
    expect(isAllowedImageSource("/attached_assets/products/canister.svg")).toBe(true);
    expect(isAllowedImageSource("/api/storage/uploads/Floor machine é.png")).toBe(true);
  });

  it("refuses other origins, other folders and anything that could leave the folder", () => {
    for (const src of [
      "https://evil.example/x.png",
      "//evil.example/x.png",
      "/media/showroom.svg",
      "/etc/passwd",
      "/api/storage/../../etc/passwd",
      "/api/storage/products/../../secret.png",
      "/api/storage/./x.png",
      "/api/storage//x.png",
      "/api/storage/",
      "/api/storage/x.png?w=1",
      "/api/storage/%2e%2e/x.png",
      "/api/storage/a\\..\\b.png",
      "/api/storage/x\u0000.png",
      `/api/storage/${"a".repeat(600)}.png`,
    ]) {
      expect(isAllowedImageSource(src), src).toBe(false);
    }
  });
});

describe("raster or vector", () => {
  it("resizes raster formats and serves SVG as it is", () => {
    expect(imageExtension("/api/storage/a/Photo.JPG")).toBe("jpg");
    expect(isRasterSource("/api/storage/a/photo.jpeg")).toBe(true);
    expect(isRasterSource("/api/storage/a/photo.PNG")).toBe(true);
    expect(isRasterSource("/attached_assets/products/canister.svg")).toBe(false);
    expect(isRasterSource("/api/storage/a/no-extension")).toBe(false);
  });
});
