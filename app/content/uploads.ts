/** Image uploads: limits, accepted types and every message staff see (API answers and the upload field). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Rasters larger than this many pixels are refused before decoding, so a small file cannot expand into gigabytes. */
export const MAX_UPLOAD_PIXELS = 50_000_000;

export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/svg+xml"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const UPLOAD_EXTENSIONS: Record<UploadType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/svg+xml": "svg",
};

/** What the file picker offers; the server still checks the content, never the name. */
export const UPLOAD_ACCEPT = ".jpg,.jpeg,.png,.webp,.svg,image/jpeg,image/png,image/webp,image/svg+xml";

export const UPLOAD_MESSAGES = {
  notAnImage: "This file is not a JPEG, PNG, WebP or SVG image.",
  tooLarge: "Images can be at most 10 MB.",
  empty: "The file is empty. Choose an image file.",
  noFile: "Choose an image file to upload (form field “file”).",
  tooManyFiles: "Upload one image at a time.",
  damaged: "This image is damaged or incomplete and cannot be read.",
  tooManyPixels: "This image has too many pixels (at most 50 megapixels). Make it smaller and try again.",
  unsupportedBody:
    "Send the image as multipart/form-data (field “file”) or as the raw body with its image Content-Type.",
  svgScript: "This SVG contains a script, which is not allowed.",
  svgEventHandler: "This SVG contains an event handler attribute (such as onload), which is not allowed.",
  svgJavascriptUrl: "This SVG contains a javascript: link, which is not allowed.",
  svgForeignObject: "This SVG contains embedded HTML (foreignObject), which is not allowed.",
  svgExternalReference:
    "This SVG refers to an external file or address, which is not allowed; embed everything in the file.",
  svgDoctype: "This SVG contains a DOCTYPE or entity declaration, which is not allowed.",
  svgMalformed: "This SVG is not well-formed XML, so it cannot be checked. Export it again from your drawing program.",
  svgEncoding: "This SVG declares an encoding other than UTF-8, which is not allowed. Save it as UTF-8.",
  svgProcessingInstruction:
    "This SVG contains a processing instruction (such as <?xml-stylesheet?>), which is not allowed.",
  svgDataUrl: "This SVG contains a data: URL that is not a PNG, JPEG, GIF or WebP image, which is not allowed.",
  svgCssEscape: "This SVG's CSS escapes a quote, bracket or backslash, which is not allowed.",
  svgTooDeep: "This SVG nests elements more than 256 levels deep, which is not allowed.",
  svgUnreadable: "This SVG could not be read as text (it must be UTF-8).",
  storageFailed: "The image could not be stored. Try again in a moment.",
  network: "The upload failed because the connection was interrupted. Try again.",
} as const;

export const UPLOAD_FIELD_TEXT = {
  urlHint: "Paste an image address, or upload a file below.",
  urlHintWithoutScript: "Paste an image address (/api/storage/…, /attached_assets/… or https://…).",
  chooseFile: "Upload an image",
  fileHint: "JPEG, PNG, WebP or SVG, at most 10 MB.",
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploaded: "Uploaded. The image address is filled in above.",
  previewAlt: "Preview of the selected image",
} as const;

export const MEDIA_PAGE_TEXT = {
  title: "Media",
  intro: "Upload product images and brand logos. Copy an image's address into a product or brand.",
  uploadHeading: "Add an image",
  uploadLabel: "Image address",
  recentHeading: "Recent uploads",
  empty: "No images have been uploaded yet.",
  copy: "Copy address",
  copied: "Copied",
  columns: {
    image: "Image",
    address: "Address",
    details: "Details",
    uploadedBy: "Uploaded by",
    uploadedAt: "Uploaded",
  },
} as const;
