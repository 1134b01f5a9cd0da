/**
 * The home hero's video policy (decision 102): the poster is the page's largest paint; the video's files are fetched only
 * after the page has loaded, and never for visitors who ask for less motion or less data.
 */

/** The frame size of the hero's poster and videos (2:1, like the hero illustration). */
export const HERO_MEDIA_SIZE = { width: 1280, height: 640 } as const;

export interface HeroVideoConditions {
  /** `prefers-reduced-motion: reduce` */
  reducedMotion: boolean;
  /** The browser's Save-Data setting (`navigator.connection.saveData`). */
  saveData: boolean;
}

/** Whether the hero may fetch and play its video: only when the visitor asked neither for less motion nor for less data. */
export function shouldLoadHeroVideo(conditions: HeroVideoConditions): boolean {
  return !conditions.reducedMotion && !conditions.saveData;
}

interface BrowserWindow {
  matchMedia(query: string): { matches: boolean };
  navigator: object;
}

/** Reads the two conditions from the browser (Network Information is Chromium-only; elsewhere Save-Data counts as off). */
export function heroVideoConditions(browser: BrowserWindow): HeroVideoConditions {
  return {
    reducedMotion: browser.matchMedia("(prefers-reduced-motion: reduce)").matches,
    saveData: (browser.navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true,
  };
}

/** Runs `start` once the window's load event has fired (at once when it already has); returns a cancel function. */
export function afterWindowLoad(
  browser: Pick<Window, "addEventListener" | "removeEventListener"> & { document: Pick<Document, "readyState"> },
  start: () => void,
): () => void {
  if (browser.document.readyState === "complete") {
    start();
    return () => {};
  }
  browser.addEventListener("load", start, { once: true });
  return () => browser.removeEventListener("load", start);
}
