import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE_CACHE_CONTROL } from "~server/http/static-assets";
import { startTestServer, type TestServer } from "./harness";

/** The built files of the hero's videos (their content-hashed names are in the browser bundle, not in the HTML). */
function builtVideo(extension: "webm" | "mp4"): string {
  const name = fs
    .readdirSync("build/client/assets")
    .find((file) => new RegExp(`^hero-[\\w-]+\\.${extension}$`).test(file));
  if (!name) throw new Error(`build/client/assets has no hero .${extension}: run \`npm run build\` first.`);
  return `/assets/${name}`;
}

describe("home hero: poster preload, markup and media answers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite", pages: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("`/` preloads the poster it renders as its high-priority image, through a Link header", async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
    const link = response.headers.get("link") ?? "";
    const preload =
      /<(\/assets\/poster-[\w-]+\.webp)>; rel=preload; as=image; type="image\/webp"; fetchpriority=high/.exec(link);
    expect(preload, link).not.toBeNull();
    const html = await response.text();
    const image = /<img [^>]*alt="Illustration of a ride-on scrubber-dryer[^>]*>/.exec(html)?.[0] ?? "";
    expect(image).toContain(`src="${preload![1]}"`);
    expect(image).toContain('fetchPriority="high"');
    expect(image).toMatch(/width="1280" height="640"/);
    expect(image).not.toContain("loading=");

    const video = /<video [^>]*>(.*?)<\/video>/.exec(html);
    expect(video, "the hero video element").not.toBeNull();
    for (const attribute of ['aria-hidden="true"', 'muted=""', 'loop=""', 'playsInline=""', 'preload="none"'])
      expect(video![0]).toContain(attribute);
    // No source and no src in the HTML: the files are fetched only after the page has loaded.
    expect(video![1]).toBe("");
    expect(video![0]).not.toMatch(/\ssrc=/);
    expect(html).not.toMatch(/\.(webm|mp4)/);

    const poster = await fetch(server.baseUrl + preload![1]);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/webp");
    expect(poster.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it("other pages do not preload the poster", async () => {
    const response = await fetch(`${server.baseUrl}/products`);
    expect(response.status).toBe(200);
    expect(response.headers.get("link") ?? "").not.toContain("poster");
  });

  it("the videos are immutable under their content-hashed names and answer byte ranges (Safari plays nothing else)", async () => {
    for (const [path, type] of [
      [builtVideo("webm"), "video/webm"],
      [builtVideo("mp4"), "video/mp4"],
    ] as const) {
      const range = await fetch(server.baseUrl + path, { headers: { Range: "bytes=0-99" } });
      expect(range.status, path).toBe(206);
      expect(range.headers.get("content-type"), path).toBe(type);
      expect(range.headers.get("content-range"), path).toMatch(/^bytes 0-99\/\d+$/);
      expect(range.headers.get("cache-control"), path).toBe(IMMUTABLE_CACHE_CONTROL);
      expect((await range.arrayBuffer()).byteLength, path).toBe(100);
    }
  });
});
