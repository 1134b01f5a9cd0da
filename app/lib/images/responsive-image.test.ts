import { describe, expect, it } from "vitest";
import type { AssetManifest } from "./asset-manifest";
import { ASSET_MANIFEST } from "./asset-manifest.generated";
import { resolveImage, versionedAssetUrl } from "./responsive-image";

const MANIFEST: AssetManifest = {
  "/attached_assets/products/canister.svg": { v: "0123456789abcdef", width: 400, height: 300 },
  "/attached_assets/photos/hall.jpg": { v: "fedcba9876543210", width: 700, height: 500 },
};

describe("versionedAssetUrl", () => {
  it("adds the content version to shipped files and leaves others as they are (encoded)", () => {
    expect(versionedAssetUrl("/attached_assets/products/canister.svg", MANIFEST)).toBe(
      "/attached_assets/products/canister.svg?v=0123456789abcdef",
    );
    expect(versionedAssetUrl("/api/storage/uploads/my photo.svg", MANIFEST)).toBe(
      "/api/storage/uploads/my%20photo.svg",
    );
    expect(versionedAssetUrl("/api/storage/uploads/my%20photo.svg", MANIFEST)).toBe(
      "/api/storage/uploads/my%20photo.svg",
    );
  });

  it("covers the images the site ships", () => {
    for (const path of [
      "/placeholder-product.svg",
      "/favicon.svg",
      "/media/showroom.svg",
      "/attached_assets/products/canister.svg",
      "/api/storage/products/canister.svg",
    ]) {
      expect(versionedAssetUrl(path), path).toMatch(/\?v=[0-9a-f]{16}$/);
    }
  });
});

describe("resolveImage", () => {
  it("serves SVG as it is, with its intrinsic size", () => {
    expect(resolveImage("/attached_assets/products/canister.svg", { width: 600, height: 450 }, MANIFEST)).toEqual({
      src: "/attached_assets/products/canister.svg?v=0123456789abcdef",
      sources: [],
      width: 400,
      height: 300,
    });
  });

  it("gives a stored raster upload AVIF, WebP and PNG srcsets at the box size", () => {
    const image = resolveImage("/api/storage/uploads/scrubber.png", { width: 400, height: 300 }, MANIFEST);
    expect(image.width).toBe(400);
    expect(image.height).toBe(300);
    expect(image.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.sources[0]!.srcSet).toContain("f=avif");
    expect(image.sources[0]!.srcSet.split(", ")).toHaveLength(4);
    expect(image.srcSet).toContain("w=640&f=png 640w");
    expect(image.src).toBe("/api/images?src=%2Fapi%2Fstorage%2Fuploads%2Fscrubber.png&w=480&f=png");
  });

  it("versions a shipped raster image and keeps to its intrinsic width", () => {
    const image = resolveImage("/attached_assets/photos/hall.jpg", { width: 400, height: 300 }, MANIFEST);
    expect(image).toMatchObject({ width: 700, height: 500 });
    expect(image.srcSet).toBe(
      ["160", "320", "480", "640"]
        .map((w) => `/api/images?src=%2Fattached_assets%2Fphotos%2Fhall.jpg&w=${w}&f=jpeg&v=fedcba9876543210 ${w}w`)
        .join(", "),
    );
  });

  it("leaves images from elsewhere untouched", () => {
    expect(resolveImage("https://cdn.example/a.png", { width: 400, height: 300 }, MANIFEST)).toEqual({
      src: "https://cdn.example/a.png",
      sources: [],
      width: 400,
      height: 300,
    });
  });

  it("the generated manifest has a version and size for every entry", () => {
    for (const [path, entry] of Object.entries(ASSET_MANIFEST)) {
      expect(entry.v, path).toMatch(/^[0-9a-f]{16}$/);
      expect(entry.width * entry.height, path).toBeGreaterThan(0);
    }
  });
});
