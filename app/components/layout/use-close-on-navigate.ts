import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Closes a menu or sheet whenever the location changes (a link inside it was chosen, or back/forward); not on mount. */
export function useCloseOnNavigate(close: () => void): void {
  const { key } = useLocation();
  const closeRef = useRef(close);
  closeRef.current = close;
  const seenKey = useRef(key);
  useEffect(() => {
    if (seenKey.current === key) return;
    seenKey.current = key;
    closeRef.current();
  }, [key]);
}
