import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/content/uploads";
import { checkUpload } from "./check-upload";

const picture = (width = 40, height = 20) => sharp({ create: { width, height, channels: 3, background: "#0a6" } });

describe("checkUpload", () => {
  it("accepts JPEG, PNG and WebP, re-encoded, with their dimensions", async () => {
    for (const [format, type] of [
      ["jpeg", "image/jpeg"],
      ["png", "image/png"],
      ["webp", "image/webp"],
    ] as const) {
      const input = await picture().toFormat(format).toBuffer();
      const verdict = await checkUpload(input);
      expect(verdict).toMatchObject({ ok: true, contentType: type, width: 40, height: 20 });
    }
  });

  it("drops EXIF data (camera, GPS) and applies the orientation", async () => {
    const input = await picture(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "SpyCam" } } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const verdict = await checkUpload(input);
    if (!verdict.ok) throw new Error(verdict.message);
    const stored = await sharp(verdict.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect([verdict.width, verdict.height]).toEqual([20, 40]);
  });

  it("refuses a text file, an empty file, a truncated PNG and a fake JPEG header", async () => {
    expect(await checkUpload(Buffer.from("just some text"))).toEqual({
      ok: false,
      status: 415,
      message: UPLOAD_MESSAGES.notAnImage,
    });
    expect(await checkUpload(Buffer.alloc(0))).toMatchObject({ ok: false, status: 400 });
    const png = await picture(400, 400).png({ compressionLevel: 0 }).toBuffer();
    expect(await checkUpload(png.subarray(0, png.length / 2))).toEqual({
      ok: false,
      status: 422,
      message: UPLOAD_MESSAGES.damaged,
    });
    expect(
      await checkUpload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a jpeg")])),
    ).toMatchObject({ ok: false, status: 422 });
  });

  it("refuses more than 10 MB and more than 50 megapixels", async () => {
    expect(await checkUpload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1))).toEqual({
      ok: false,
      status: 413,
      message: UPLOAD_MESSAGES.tooLarge,
    });
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(await checkUpload(huge)).toEqual({ ok: false, status: 422, message: UPLOAD_MESSAGES.tooManyPixels });
  });

  it("accepts a clean SVG as it is and refuses one with a script", async () => {
    const clean = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"><rect width="30" height="10"/></svg>',
    );
    expect(await checkUpload(clean)).toEqual({
      ok: true,
      contentType: "image/svg+xml",
      bytes: clean,
      width: 30,
      height: 10,
    });
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await checkUpload(script)).toEqual({ ok: false, status: 422, message: UPLOAD_MESSAGES.svgScript });
    expect(await checkUpload(Buffer.from("<svg><rect></svg>"))).toEqual({
      ok: false,
      status: 422,
      message: UPLOAD_MESSAGES.svgMalformed,
    });
    // Well-formed and safe, but librsvg cannot draw it without a size.
    expect(await checkUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      ok: false,
      status: 422,
      message: UPLOAD_MESSAGES.damaged,
    });
  });
});
