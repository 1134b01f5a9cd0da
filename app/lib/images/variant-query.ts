/**
 * The image service's query. Kept out of image-variants.ts so the page bundle, which only builds URLs, carries no zod
 * (zod probes eval, which the CSP refuses).
 */
import { z } from "zod";
import { isAllowedImageSource, isRasterSource } from "./image-sources";
import { VARIANT_FORMATS, VARIANT_WIDTHS } from "./image-variants";

export const imageVariantQuerySchema = z.object({
  src: z
    .string()
    .refine(isAllowedImageSource, "src must be a stored image under /api/storage/ or /attached_assets/.")
    .refine(isRasterSource, "src must be a raster image (PNG, JPEG, WebP, AVIF or GIF); SVGs are served as they are."),
  w: z.coerce
    .number()
    .int()
    .refine(
      (width) => (VARIANT_WIDTHS as readonly number[]).includes(width),
      `w must be one of ${VARIANT_WIDTHS.join(", ")}.`,
    ),
  f: z.enum(VARIANT_FORMATS, { message: `f must be one of ${VARIANT_FORMATS.join(", ")}.` }),
  v: z
    .string()
    .regex(/^[0-9a-f]{8,64}$/, "v must be a content hash.")
    .optional(),
});
