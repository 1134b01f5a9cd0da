import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_RAISED_EVENT } from "~/lib/toast-signal";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * Mounts the toast region (Radix Toast) once the first toast is raised, keeping its code and the toast store out of
 * every page's first load; the region then reads the store, where that first toast already is.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const onToast = () => setNeeded(true);
    window.addEventListener(TOAST_RAISED_EVENT, onToast);
    return () => window.removeEventListener(TOAST_RAISED_EVENT, onToast);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
