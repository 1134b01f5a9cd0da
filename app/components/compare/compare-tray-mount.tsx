import { useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { island } from "~/components/hydration/island";
import { COMPARE_CHANGED_EVENT, type CompareChange } from "~/lib/compare/compare-signal";
import { pathWithoutLocale } from "~/lib/i18n/locale";

/** The tray's code loads when it is first used, or at once when a Compare link fills an empty selection. */
const CompareTrayIsland = island(() => import("./compare-tray").then((module) => module.CompareTray), {
  name: "compare tray",
});

/**
 * Part of every public page (issue 19), so a few lines: the tray of products to compare while the selection is not
 * empty (except on the comparison itself), and the polite live region that words each change made with JavaScript.
 * The selection is the root loader's (the `compare` cookie) until a Compare link, Remove or Clear raises a change
 * (compare-signal.ts), which holds until the root loader reads the cookie again. The tray gets the ids as a string: a
 * change is a new prop, which makes React render the tray afresh with its code.
 */
export function CompareTrayMount() {
  const server = useRouteLoaderData<typeof rootLoader>("root")?.compareSelection ?? null;
  const [change, setChange] = useState<(CompareChange & { basis: typeof server }) | null>(null);
  const onComparison = /^\/compare\/?$/i.test(pathWithoutLocale(useLocation().pathname));
  useEffect(() => {
    const onChange = (event: Event) => setChange({ ...(event as CustomEvent<CompareChange>).detail, basis: server });
    window.addEventListener(COMPARE_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(COMPARE_CHANGED_EVENT, onChange);
  }, [server]);
  const ids = change && change.basis === server ? change.ids : (server?.ids.join(",") ?? "");
  return (
    <>
      {ids && !onComparison && <CompareTrayIsland ids={ids} server={server} />}
      <p role="status" className="sr-only">
        {change?.message}
      </p>
    </>
  );
}
