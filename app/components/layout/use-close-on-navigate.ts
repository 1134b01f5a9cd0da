import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Closes a menu or sheet whenever the location changes (a link inside it was chosen, or back/forward). */
export function useCloseOnNavigate(close: () => void): void {
  const { key } = useLocation();
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    closeRef.current();
  }, [key]);
}
