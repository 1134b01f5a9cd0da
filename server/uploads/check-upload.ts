/**
 * The whole verdict on an uploaded file: its type by content, SVG safety, and for rasters a full decode with sharp,
 * which also re-encodes the picture so EXIF data (camera, GPS position) never reaches the public site.
 */
import sharp, { type Metadata } from "sharp";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, UPLOAD_MESSAGES, type UploadType } from "~/content/uploads";
import { detectImageType, svgText } from "./detect-image-type";
import { findSvgProblem, svgProblemMessage } from "./svg-safety";

export type UploadVerdict =
  | { ok: true; contentType: UploadType; bytes: Buffer; width: number; height: number }
  | { ok: false; status: 400 | 413 | 415 | 422; message: string };

const refuse = (status: 400 | 413 | 415 | 422, message: string): UploadVerdict => ({ ok: false, status, message });

const SHARP_FORMAT: Record<Exclude<UploadType, "image/svg+xml">, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

export async function checkUpload(input: Buffer): Promise<UploadVerdict> {
  if (input.length === 0) return refuse(400, UPLOAD_MESSAGES.empty);
  if (input.length > MAX_UPLOAD_BYTES) return refuse(413, UPLOAD_MESSAGES.tooLarge);
  const type = detectImageType(input);
  if (!type) return refuse(415, UPLOAD_MESSAGES.notAnImage);
  return type === "image/svg+xml" ? checkSvg(input) : checkRaster(input, type);
}

async function checkSvg(input: Buffer): Promise<UploadVerdict> {
  const text = svgText(input);
  if (text === null) return refuse(422, UPLOAD_MESSAGES.svgUnreadable);
  const problem = findSvgProblem(text);
  if (problem) return refuse(422, svgProblemMessage(problem));
  try {
    // librsvg reads the (well-formed, checked) file: one it cannot draw, such as one without a size it can use, is refused here.
    const metadata = await sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS }).metadata();
    return {
      ok: true,
      contentType: "image/svg+xml",
      bytes: input,
      width: metadata.width ?? 0,
      height: metadata.height ?? 0,
    };
  } catch {
    return refuse(422, UPLOAD_MESSAGES.damaged);
  }
}

async function checkRaster(input: Buffer, type: Exclude<UploadType, "image/svg+xml">): Promise<UploadVerdict> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return refuse(422, UPLOAD_MESSAGES.damaged);
  }
  if (metadata.format !== SHARP_FORMAT[type] || !metadata.width || !metadata.height)
    return refuse(422, UPLOAD_MESSAGES.damaged);
  const pages = metadata.pages ?? 1;
  if (metadata.width * (metadata.pageHeight ?? metadata.height) * pages > MAX_UPLOAD_PIXELS)
    return refuse(422, UPLOAD_MESSAGES.tooManyPixels);
  try {
    const animated = pages > 1;
    // failOn "truncated": a cut-off file is refused instead of being stored half grey.
    let image = sharp(input, { animated, failOn: "truncated", limitInputPixels: MAX_UPLOAD_PIXELS });
    if (!animated) image = image.rotate(); // apply the EXIF orientation before the EXIF block is dropped
    if (type === "image/jpeg")
      image = image.jpeg({ quality: 90 }); // not mozjpeg: it takes 10× longer on a camera photo
    else if (type === "image/png") image = image.png();
    else image = image.webp({ quality: 90 });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { ok: true, contentType: type, bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return refuse(422, UPLOAD_MESSAGES.damaged);
  }
}
