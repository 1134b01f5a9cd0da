/**
 * The working selection in the browser (issue 19): the `compare` cookie is the one record of it, read afresh on each
 * render (a comparison page loaded by a client-side navigation may have rewritten it), written when a Compare link, the
 * tray's Remove or Clear is used, and its subscribers told. The names of products added here, which the root loader has
 * not seen, are kept per edition for the tray. Each change is also raised on `window` (compare-signal.ts) with its
 * words, for the root layout's tray mount and live region, which stay out of this module so that pages' first loads do.
 */
import { compareCookie, readCompareCookie } from "./compare-cookie";
import { COMPARE_CHANGED_EVENT, type CompareChange } from "./compare-signal";

const listeners = new Set<() => void>();
let cookieRead: string | null = null;
let selection: readonly string[] = [];
const names = new Map<string, string>();

export function subscribeToSelection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selected ids; the same array while the cookie's ids are unchanged (useSyncExternalStore compares by identity). */
export function selectionSnapshot(): readonly string[] {
  const cookie = document.cookie;
  if (cookie !== cookieRead) {
    cookieRead = cookie;
    const ids = readCompareCookie(cookie);
    if (ids.join() !== selection.join()) selection = ids;
  }
  return selection;
}

/**
 * Stores a new selection; `message` words it for the live region ("… added to the comparison (2 of 4)."), `named` (with
 * the page's locale) names a product just added, for the tray.
 */
export function changeSelection(
  ids: readonly string[],
  message: string,
  named?: { id: string; name: string; locale: string },
): void {
  if (named) names.set(`${named.locale} ${named.id}`, named.name);
  document.cookie = compareCookie(ids, window.location.protocol === "https:");
  for (const listener of listeners) listener();
  const detail: CompareChange = { ids: selectionSnapshot().join(","), message };
  window.dispatchEvent(new CustomEvent(COMPARE_CHANGED_EVENT, { detail }));
}

/** A name a Compare link gave in this edition, if any. */
export function rememberedName(locale: string, id: string): string | undefined {
  return names.get(`${locale} ${id}`);
}
