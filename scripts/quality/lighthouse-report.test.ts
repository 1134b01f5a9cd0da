import { describe, expect, it } from "vitest";
import { inlineStyleElements, median, preloadLinks, spread } from "./lighthouse-report";

describe("Lighthouse report figures", () => {
  it("takes the middle run and the spread", () => {
    expect(median([97, 91, 95])).toBe(95);
    expect(median([2, 1])).toBe(2);
    expect(() => median([])).toThrow();
    expect(spread([2.31, 2.05, 2.6], (value) => value.toFixed(1))).toBe("2.0–2.6");
  });

  it("keeps preload and modulepreload links, across headers and commas in URLs and quotes", () => {
    expect(
      preloadLinks([
        '</img/hero.avif?w=640,800>; rel=preload; as=image; fetchpriority=high, </assets/entry.js>; rel="modulepreload"',
        '<https://fonts.example>; rel=preconnect, </a.css>; rel="stylesheet preload"; title="a, b"',
      ]),
    ).toEqual([
      "</img/hero.avif?w=640,800>; rel=preload; as=image; fetchpriority=high",
      '</assets/entry.js>; rel="modulepreload"',
      '</a.css>; rel="stylesheet preload"; title="a, b"',
    ]);
    expect(preloadLinks("</x>; rel=prefetch, </y>; as=image")).toEqual([]);
    expect(preloadLinks(undefined)).toEqual([]);
  });

  it("finds the inlined style elements", () => {
    const html = '<head><style data-inline-stylesheet="">a{b:c}</style><title>x</title><STYLE>d{}</STYLE></head>';
    expect(inlineStyleElements(html)).toBe('<style data-inline-stylesheet="">a{b:c}</style><STYLE>d{}</STYLE>');
    expect(inlineStyleElements("<p>no styles</p>")).toBe("");
  });
});
