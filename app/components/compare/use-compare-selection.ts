import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { selectionSnapshot, subscribeToSelection } from "~/lib/compare/compare-store";

const NONE: readonly string[] = [];

/**
 * The selected products' ids (issue 19). The server renders with the selection the root loader read from the cookie,
 * and hydration starts from the same (so the server's HTML is kept); then the browser's cookie, kept current by every
 * Compare, Remove and Clear, is the source.
 */
export function useCompareSelection(): readonly string[] {
  const serverIds = useRouteLoaderData<typeof rootLoader>("root")?.compareSelection?.ids ?? NONE;
  return useSyncExternalStore(subscribeToSelection, selectionSnapshot, () => serverIds);
}
