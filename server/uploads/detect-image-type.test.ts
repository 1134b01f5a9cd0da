import { describe, expect, it } from "vitest";
import { detectImageType, skipProlog, svgText } from "./detect-image-type";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("detectImageType", () => {
  it("recognises JPEG, PNG and WebP by their signatures", () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe("image/png");
    expect(detectImageType(text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses near misses: a PNG signature cut short, RIFF that is not WebP, a lone FF D8", () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(detectImageType(text("RIFF\u0000\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });

  it("refuses text and other files whatever they are called", () => {
    expect(detectImageType(text("Hello, this is a photo.jpg honestly"))).toBeNull();
    expect(detectImageType(text("%PDF-1.7\n"))).toBeNull();
    expect(detectImageType(text("GIF89a"))).toBeNull();
    expect(detectImageType(text("<html><svg></svg></html>"))).toBeNull();
  });

  it("recognises SVG after a BOM, the XML declaration, comments and a DOCTYPE", () => {
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("image/svg+xml");
    expect(detectImageType(text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<SVG viewBox="0 0 1 1"></SVG>'))).toBe(
      "image/svg+xml",
    );
    expect(detectImageType(text('<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>'))).toBe("image/svg+xml");
    expect(detectImageType(text("<svgfoo></svgfoo>"))).toBeNull();
  });

  it("refuses bytes that are not UTF-8 text as SVG", () => {
    expect(svgText(bytes(0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe, 0x3e))).toBeNull();
  });

  it("skipProlog leaves the root element", () => {
    expect(skipProlog('  <?xml version="1.0"?><!--a--><!--b--> <svg/>')).toBe("<svg/>");
    expect(skipProlog("<!-- never closed")).toBe("<!-- never closed");
  });
});
