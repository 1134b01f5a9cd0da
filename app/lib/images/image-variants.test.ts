import { describe, expect, it } from "vitest";
import { buildSrcSet, fallbackFormat, imageVariantUrl, VARIANT_WIDTHS, variantWidthsFor } from "./image-variants";
import { imageVariantQuerySchema } from "./variant-query";

describe("variant URLs and srcsets", () => {
  it("puts source, width, format and version in the query", () => {
    const url = new URL(imageVariantUrl("/api/storage/a b.png", 320, "avif", "0123456789abcdef"), "http://x");
    expect(url.pathname).toBe("/api/images");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      src: "/api/storage/a b.png",
      w: "320",
      f: "avif",
      v: "0123456789abcdef",
    });
    expect(imageVariantUrl("/api/storage/a.png", 160, "webp")).not.toContain("v=");
  });

  it("builds a width-described srcset", () => {
    expect(buildSrcSet("/api/storage/a.png", [160, 320], "webp")).toBe(
      "/api/images?src=%2Fapi%2Fstorage%2Fa.png&w=160&f=webp 160w, /api/images?src=%2Fapi%2Fstorage%2Fa.png&w=320&f=webp 320w",
    );
  });

  it("offers widths up to twice the display width, never beyond the source", () => {
    expect(variantWidthsFor(400)).toEqual([160, 320, 480, 640]);
    expect(variantWidthsFor(400, 500)).toEqual([160, 320, 480]);
    expect(variantWidthsFor(1200)).toEqual([...VARIANT_WIDTHS]);
    expect(variantWidthsFor(50)).toEqual([160]);
    expect(variantWidthsFor(400, 100)).toEqual([160]);
  });

  it("keeps JPEG photos JPEG and falls back to PNG otherwise", () => {
    expect(fallbackFormat("/api/storage/a.JPG")).toBe("jpeg");
    expect(fallbackFormat("/api/storage/a.jpeg")).toBe("jpeg");
    expect(fallbackFormat("/api/storage/a.png")).toBe("png");
    expect(fallbackFormat("/api/storage/a.gif")).toBe("png");
  });
});

describe("imageVariantQuerySchema", () => {
  it("accepts a listed width and format", () => {
    expect(imageVariantQuerySchema.parse({ src: "/api/storage/a.png", w: "640", f: "webp" })).toEqual({
      src: "/api/storage/a.png",
      w: 640,
      f: "webp",
    });
  });

  it("refuses unlisted widths, unknown formats, SVG, foreign sources and malformed versions", () => {
    for (const query of [
      { src: "/api/storage/a.png", w: "641", f: "webp" },
      { src: "/api/storage/a.png", w: "99999", f: "webp" },
      { src: "/api/storage/a.png", w: "640", f: "gif" },
      { src: "/api/storage/a.svg", w: "640", f: "webp" },
      { src: "/api/storage/../a.png", w: "640", f: "webp" },
      { src: "http://evil.example/a.png", w: "640", f: "webp" },
      { src: "/api/storage/a.png", w: "640", f: "webp", v: "../x" },
      { w: "640", f: "webp" },
    ]) {
      expect(imageVariantQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
