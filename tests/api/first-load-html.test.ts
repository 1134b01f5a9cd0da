import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";

// Decision 104: what the HTML answer of a page does for the first load.
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const PAGES = ["/", "/products", "/about", "/get-quote"];

describe("first-load HTML", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite", pages: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  for (const page of PAGES) {
    it(`${page} announces its entry script and framework chunk in a Link header, as the page itself loads them`, async () => {
      const response = await fetch(`${server.baseUrl}${page}`, { headers: { "user-agent": BROWSER } });
      expect(response.status).toBe(200);
      const link = response.headers.get("link") ?? "";
      const preloaded = [...link.matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1]!);
      expect(
        preloaded.some((href) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(href)),
        link,
      ).toBe(true);
      expect(
        preloaded.some((href) => /^\/assets\/framework-[\w-]+\.js$/.test(href)),
        link,
      ).toBe(true);
      const html = await response.text();
      for (const href of preloaded) expect(html, href).toContain(`href="${href}"`);
    });

    it(`${page} sends every island in place, never as a hidden copy a script must reveal`, async () => {
      const html = await (await fetch(`${server.baseUrl}${page}`, { headers: { "user-agent": BROWSER } })).text();
      // Each island's boundary is complete where it stands (`<!--$-->`), not pending (`<!--$?-->`, filled in later).
      const islands = [...html.matchAll(/data-island="([^"]+)">(<!--\$\??-->)/g)];
      expect(islands.map((island) => island[1])).toContain("footer");
      for (const [, name, marker] of islands) expect(marker, name).toBe("<!--$-->");
    });
  }
});
