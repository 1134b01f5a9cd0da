import arabicRegularUrl from "@fontsource/cairo/files/cairo-arabic-400-normal.woff2?url";
import arabicBoldUrl from "@fontsource/cairo/files/cairo-arabic-700-normal.woff2?url";

/**
 * The Arabic edition's typeface (issue 18, decision 131): Cairo from @fontsource, self-hosted as hashed immutable
 * assets, its Arabic subset only (unicode-range: Latin letters and digits keep the system font), two weights (400 for
 * text, 700 for headings and bold), font-display: swap. Rendered in the <head> of Arabic pages only, with a preload per
 * weight so the text swaps early; app.css puts it first in --font-sans under :lang(ar). The root loader sends these
 * (`arabicFont`), so the browser bundle carries neither the file names nor the rules.
 */
export const ARABIC_FONT_FILES = [
  { weight: 400, url: arabicRegularUrl },
  { weight: 700, url: arabicBoldUrl },
] as const;

/** Fontsource's Arabic subset, without the Arabic mathematical and historic blocks no page writes. */
const ARABIC_UNICODE_RANGE =
  "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC";

export const ARABIC_FONT_FACES = ARABIC_FONT_FILES.map(
  ({ weight, url }) =>
    `@font-face{font-family:"Cairo";font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${ARABIC_UNICODE_RANGE}}`,
).join("");
