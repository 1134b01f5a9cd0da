/**
 * Where the home hero's video and poster live, their names and their size limit: the files the site builds into
 * content-hashed URLs (decision 101). The company's own footage replaces these three files.
 */
export const HERO_MEDIA_DIR = "app/media/hero";

export const HERO_MEDIA_FILES = {
  /** VP9, listed first: Debian's Chromium and Firefox play it, and it is the smaller of the two. */
  webm: "hero.webm",
  /** H.264 (yuv420p, moov atom first) for Safari and browsers without VP9. */
  mp4: "hero.mp4",
  /** The first frame: the page's largest paint, shown until the video plays and instead of it when it never does. */
  poster: "poster.webp",
} as const;

/** Each file at most this many bytes: a phone on a slow network fetches them all after the page has loaded. */
export const HERO_MEDIA_MAX_BYTES = 400_000;

/** What the poster aims for: it is the largest paint, fetched first on a slow phone network (about 0.2 s at 1.6 Mbit/s). */
export const HERO_POSTER_BUDGET_BYTES = 40_000;

/** Every file's frame size: the poster's width and height attributes on the page. */
export { HERO_MEDIA_SIZE } from "~/lib/hero-video";
