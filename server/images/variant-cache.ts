/** Resized variants made with sharp and kept on disk (DATA_DIR/image-cache), made once per source content, width and format. */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { VariantFormat } from "~/lib/images/image-variants";
import { variantCacheKey } from "./variant-key";

// Quality settings at which these formats look alike to the eye at a fraction of the original's bytes.
const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: true }),
};

export interface VariantRequest {
  bytes: Buffer;
  contentHash: string;
  width: number;
  format: VariantFormat;
}

export class UnreadableImageError extends Error {}

export function variantCache(cacheDir: string) {
  // Two visitors asking for the same new variant at once share one sharp job.
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render({ bytes, width, format }: VariantRequest): Promise<Buffer> {
    try {
      // rotate() applies EXIF orientation; the width is a maximum (a small source is never enlarged).
      return await ENCODERS[format](
        sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().resize({ width, withoutEnlargement: true }),
      ).toBuffer();
    } catch (error) {
      throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
    }
  }

  async function produce(request: VariantRequest, file: string): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch {
      const output = await render(request);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, output);
      await rename(temporary, file);
      return output;
    }
  }

  return function variant(request: VariantRequest): Promise<Buffer> {
    const file = path.join(cacheDir, variantCacheKey(request.contentHash, request.width, request.format));
    let job = inFlight.get(file);
    if (!job) {
      job = produce(request, file).finally(() => inFlight.delete(file));
      inFlight.set(file, job);
    }
    return job;
  };
}
