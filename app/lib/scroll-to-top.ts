/**
 * What to do with the scroll position after a navigation (spec 2.2, 9.4).
 * React Router's <ScrollRestoration> already restores on back/forward and scrolls to the top (smoothly, via the
 * CSS `scroll-behavior`) on every new navigation; this adds the hash target and the delayed scroll that category
 * and call-to-action links ask for through their location state.
 */
export type NavigationKind = "POP" | "PUSH" | "REPLACE";

export type ScrollDecision = { kind: "none" } | { kind: "element"; id: string } | { kind: "top"; delayMs: number };

/** Spec 9.4: category and call-to-action links scroll to the top about 100 ms after the click. */
export const DELAYED_SCROLL_MS = 100;
const MAX_SCROLL_DELAY_MS = 1000;

export interface DelayedScrollState {
  scrollDelayMs: number;
}

/**
 * Spread onto a `<Link>` for a category or call-to-action link:
 * `<Link to="/about" {...delayedScrollLinkProps}>`. The router then leaves the position alone and the root scrolls after the delay.
 */
export const delayedScrollLinkProps = {
  preventScrollReset: true,
  state: { scrollDelayMs: DELAYED_SCROLL_MS } satisfies DelayedScrollState,
} as const;

export function scrollDelayFromState(state: unknown): number | null {
  if (typeof state !== "object" || state === null || !("scrollDelayMs" in state)) return null;
  const delay = (state as { scrollDelayMs: unknown }).scrollDelayMs;
  if (typeof delay !== "number" || !Number.isFinite(delay) || delay < 0) return null;
  return Math.min(delay, MAX_SCROLL_DELAY_MS);
}

export function decideScroll(input: {
  navigationType: NavigationKind;
  hash: string;
  state: unknown;
  isInitial: boolean;
}): ScrollDecision {
  // First load: the browser already shows the top (or the #target) of the server-rendered page. Back/forward: restored.
  if (input.isInitial || input.navigationType === "POP") return { kind: "none" };
  const id = input.hash.startsWith("#") ? safeDecode(input.hash.slice(1)) : "";
  if (id) return { kind: "element", id };
  const delay = scrollDelayFromState(input.state);
  // Without a delay request the router's own scroll reset (which honours preventScrollReset) is enough.
  return delay === null ? { kind: "none" } : { kind: "top", delayMs: delay };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
