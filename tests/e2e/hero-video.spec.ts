import { expect, test, type Page } from "@playwright/test";
import { HOME_HERO_TEXT } from "~/content/home-hero";

// Spec 2.3 hero video and spec 8 (a failed autoplay is only logged); decision 102.

const VIDEO_FILE = /\.(webm|mp4)(\?|$)/;

/** Every request for a video file the page makes. */
function videoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (VIDEO_FILE.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** The header marks itself once React runs. */
async function hydratedAndLoaded(page: Page) {
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1, { timeout: 30_000 });
  await page.waitForLoadState("load");
}

const heroVideo = (page: Page) => page.getByTestId("hero-video");
const heroPoster = (page: Page) => page.getByAltText(HOME_HERO_TEXT.en.heroImageAlt);

test("the hero video plays muted and looped, fetched only after the page has loaded; the poster is the largest paint", async ({
  page,
}) => {
  const requested = videoRequests(page);
  // A slow poster holds the load event well after React has hydrated, so a video started before it would show.
  await page.route(/\/poster-[\w-]+\.webp$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto("/");
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1, { timeout: 30_000 });
  const video = heroVideo(page);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused), { timeout: 20_000 })
    .toBe(true);
  const state = await video.evaluate((element: HTMLVideoElement) => ({
    muted: element.muted,
    loop: element.loop,
    currentSrc: element.currentSrc,
    sources: [...element.querySelectorAll("source")].map((source) => source.type),
  }));
  expect(state.muted).toBe(true);
  expect(state.loop).toBe(true);
  expect(state.sources).toEqual(["video/webm", "video/mp4"]);
  expect(state.currentSrc).toMatch(/\.webm$/);
  expect(requested.every((url) => url.endsWith(".webm"))).toBe(true);

  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.waitForTimeout(1_000);
  const after = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  expect(after - before).toBeGreaterThan(0.5);
  await expect(video).toHaveCSS("opacity", "1");

  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const videos = performance.getEntriesByType("resource").filter((entry) => /\.(webm|mp4)$/.test(entry.name));
    return { loadEventStart: navigation.loadEventStart, videoStarts: videos.map((entry) => entry.startTime) };
  });
  expect(timing.videoStarts.length).toBeGreaterThan(0);
  for (const start of timing.videoStarts) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);

  const largestPaint = await page.evaluate(
    (heroAlt) =>
      new Promise<{ alt: string | null; heroShift: number }>((resolve) => {
        const hero = document.querySelector(`img[alt="${heroAlt}"]`)?.closest("section");
        let alt: string | null = null;
        let heroShift = 0;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          alt = last?.element?.getAttribute("alt") ?? null;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        type Shift = PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[])
            if (entry.sources?.some((source) => source.node && hero?.contains(source.node))) heroShift += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ alt, heroShift }), 200);
      }),
    HOME_HERO_TEXT.en.heroImageAlt,
  );
  expect(largestPaint.alt).toBe(HOME_HERO_TEXT.en.heroImageAlt);
  expect(largestPaint.heroShift).toBe(0);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("only the poster shows and no video file is requested", async ({ page }) => {
    const requested = videoRequests(page);
    await page.goto("/");
    await hydratedAndLoaded(page);
    await expect(heroPoster(page)).toBeVisible();
    await expect
      .poll(() => heroPoster(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(1280);
    // Give a wrongly started video the time to ask for its file.
    await page.waitForTimeout(1_500);
    expect(requested).toEqual([]);
    await expect(heroVideo(page).locator("source")).toHaveCount(0);
    await expect(heroVideo(page)).toHaveCSS("opacity", "0");
  });
});

test("with Save-Data only the poster shows and no video file is requested", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  const requested = videoRequests(page);
  await page.goto("/");
  await hydratedAndLoaded(page);
  expect(await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(
    true,
  );
  await page.waitForTimeout(1_500);
  expect(requested).toEqual([]);
  await expect(heroVideo(page).locator("source")).toHaveCount(0);
  await expect(heroPoster(page)).toBeVisible();
});

test("a refused play() is only logged, and the poster stays", async ({ page }) => {
  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException("refused by the test", "NotAllowedError"));
  });
  const messages: Array<{ type: string; text: string }> = [];
  page.on("console", (message) => messages.push({ type: message.type(), text: message.text() }));
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  await page.goto("/");
  await hydratedAndLoaded(page);
  await expect
    .poll(() => messages.filter((message) => message.text.includes("Hero video")))
    .toEqual([{ type: "info", text: "Hero video did not play, the poster stays: refused by the test" }]);
  expect(messages.filter((message) => message.type === "error" || message.type === "warning")).toEqual([]);
  expect(pageErrors).toEqual([]);
  await expect(heroPoster(page)).toBeVisible();
  const video = await heroVideo(page).evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    opacity: getComputedStyle(element).opacity,
  }));
  expect(video).toEqual({ paused: true, opacity: "0" });
});
