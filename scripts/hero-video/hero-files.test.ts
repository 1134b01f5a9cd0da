import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HERO_MEDIA_DIR, HERO_MEDIA_FILES, HERO_MEDIA_MAX_BYTES, HERO_MEDIA_SIZE } from "./hero-files";

const read = (name: string) => fs.readFileSync(path.join(HERO_MEDIA_DIR, name));

/** The committed hero media (the demo, or the company's footage put in its place). */
describe("hero media files", () => {
  it("each file is at most 400 KB", () => {
    for (const name of Object.values(HERO_MEDIA_FILES))
      expect(fs.statSync(path.join(HERO_MEDIA_DIR, name)).size, name).toBeLessThanOrEqual(HERO_MEDIA_MAX_BYTES);
  });

  it("the poster is a WebP of the hero's frame size", async () => {
    const { format, width, height } = await sharp(read(HERO_MEDIA_FILES.poster)).metadata();
    expect({ format, width, height }).toEqual({ format: "webp", ...HERO_MEDIA_SIZE });
  });

  it("the WebM holds VP9 and the MP4 holds H.264 with its index first (playback starts before the download ends)", () => {
    const webm = read(HERO_MEDIA_FILES.webm);
    expect(webm.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    expect(webm.includes("V_VP9")).toBe(true);
    const mp4 = read(HERO_MEDIA_FILES.mp4);
    expect(mp4.subarray(4, 8).toString()).toBe("ftyp");
    expect(mp4.includes("avc1")).toBe(true);
    expect(mp4.indexOf("moov")).toBeGreaterThan(0);
    expect(mp4.indexOf("moov")).toBeLessThan(mp4.indexOf("mdat"));
  });
});
