import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { decideScroll } from "./scroll-to-top";

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** Runs the scroll decision of `decideScroll` after every navigation; rendered once by the root layout. */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const isInitial = useRef(true);

  useEffect(() => {
    const decision = decideScroll({
      navigationType,
      hash: location.hash,
      state: location.state,
      isInitial: isInitial.current,
    });
    isInitial.current = false;
    if (decision.kind === "element") {
      document.getElementById(decision.id)?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
      return;
    }
    if (decision.kind === "top") {
      const timer = window.setTimeout(() => window.scrollTo({ top: 0, behavior: scrollBehavior() }), decision.delayMs);
      return () => window.clearTimeout(timer);
    }
    return undefined;
    // Only location.key: it changes on every navigation, including to the same URL; the other values are read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}

export function ScrollOnNavigate(): null {
  useScrollOnNavigate();
  return null;
}
