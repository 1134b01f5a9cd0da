/** Spec 2.2 / 9.4: the header shadow strengthens once the page is scrolled more than this many pixels. */
const HEADER_SCROLL_THRESHOLD_PX = 20;

export function isHeaderScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD_PX;
}
