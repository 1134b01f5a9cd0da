/**
 * Raised on `window` by compare-store.ts whenever the selection changes (issue 19): the root layout's tray mount listens
 * for it, so every page's first load carries this name and a listener instead of the store and the cookie's rules (as
 * toast-signal.ts does for the toasts).
 */
export const COMPARE_CHANGED_EVENT = "compare-selection-changed";

export interface CompareChange {
  /** The selected ids, comma-separated. */
  ids: string;
  /** The change in words, for the page's live region. */
  message: string;
}
