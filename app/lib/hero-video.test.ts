import { describe, expect, it, vi } from "vitest";
import { afterWindowLoad, heroVideoConditions, shouldLoadHeroVideo } from "./hero-video";

describe("shouldLoadHeroVideo", () => {
  it("loads the video only when the visitor asked neither for less motion nor for less data", () => {
    expect(shouldLoadHeroVideo({ reducedMotion: false, saveData: false })).toBe(true);
    expect(shouldLoadHeroVideo({ reducedMotion: true, saveData: false })).toBe(false);
    expect(shouldLoadHeroVideo({ reducedMotion: false, saveData: true })).toBe(false);
    expect(shouldLoadHeroVideo({ reducedMotion: true, saveData: true })).toBe(false);
  });
});

describe("heroVideoConditions", () => {
  const browser = (reducedMotion: boolean, navigator: object) => ({
    matchMedia: (query: string) => ({ matches: reducedMotion && query === "(prefers-reduced-motion: reduce)" }),
    navigator,
  });

  it("reads reduced motion from the media query and Save-Data from the Network Information API", () => {
    expect(heroVideoConditions(browser(true, {}))).toEqual({ reducedMotion: true, saveData: false });
    expect(heroVideoConditions(browser(false, { connection: { saveData: true } }))).toEqual({
      reducedMotion: false,
      saveData: true,
    });
    expect(heroVideoConditions(browser(false, { connection: { saveData: false } })).saveData).toBe(false);
  });

  it("counts Save-Data as off where the browser has no Network Information API", () => {
    expect(heroVideoConditions(browser(false, {}))).toEqual({ reducedMotion: false, saveData: false });
  });
});

describe("afterWindowLoad", () => {
  function fakeWindow(readyState: DocumentReadyState) {
    const listeners = new Set<() => void>();
    return {
      document: { readyState },
      addEventListener: vi.fn((_type: string, listener: () => void) => listeners.add(listener)),
      removeEventListener: vi.fn((_type: string, listener: () => void) => listeners.delete(listener)),
      fireLoad: () => listeners.forEach((listener) => listener()),
    };
  }

  it("waits for the load event while the page is still loading", () => {
    const browser = fakeWindow("interactive");
    const start = vi.fn();
    afterWindowLoad(browser, start);
    expect(start).not.toHaveBeenCalled();
    expect(browser.addEventListener).toHaveBeenCalledWith("load", start, { once: true });
    browser.fireLoad();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at once when the page has already loaded (a client-side visit to /)", () => {
    const browser = fakeWindow("complete");
    const start = vi.fn();
    afterWindowLoad(browser, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(browser.addEventListener).not.toHaveBeenCalled();
  });

  it("never starts when cancelled before the load event (the hero left the page)", () => {
    const browser = fakeWindow("loading");
    const start = vi.fn();
    const cancel = afterWindowLoad(browser, start);
    cancel();
    browser.fireLoad();
    expect(start).not.toHaveBeenCalled();
  });
});
