/**
 * The hero's poster and video files (app/media/hero/, README "Hero video"). Vite gives each a content-hashed URL under
 * /assets/, served immutable: replacing a file and building again changes its URL (decision 101). `no-inline` keeps even
 * a tiny poster a real file, so the `Link` preload header can name it.
 */
import posterUrl from "~/media/hero/poster.webp?no-inline";
import webmUrl from "~/media/hero/hero.webm?no-inline";
import mp4Url from "~/media/hero/hero.mp4?no-inline";

export const HERO_POSTER_SRC = posterUrl;

/** WebM first: Debian's Chromium has no H.264 decoder, and the first playable source wins. */
export const HERO_VIDEO_SOURCES = [
  { src: webmUrl, type: "video/webm" },
  { src: mp4Url, type: "video/mp4" },
] as const;

/** The home page's `Link` header: the poster is its largest paint, so it is fetched before the HTML is parsed. */
export const HERO_POSTER_PRELOAD = `<${HERO_POSTER_SRC}>; rel=preload; as=image; type="image/webp"; fetchpriority=high`;
