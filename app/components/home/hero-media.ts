/**
 * The hero's two small SVGs (about 2 KB each) travel inside the page as data URIs: the hero is the home page's largest
 * paint, and an image that needs no request paints with the text instead of after a round trip on a slow phone network.
 */
import animatedSvg from "../../../public/media/hero-scrubber.svg?raw";
import posterSvg from "../../../public/media/hero-scrubber-poster.svg?raw";

export const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;

export const HERO_ANIMATION_SRC = svgDataUri(animatedSvg);
export const HERO_POSTER_SRC = svgDataUri(posterSvg);
