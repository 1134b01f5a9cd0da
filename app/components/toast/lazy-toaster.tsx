import { lazy, Suspense, useState } from "react";
import { useToast } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Mounts the toast region (Radix Toast) once the first toast is raised, keeping its code out of every page's first load. */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
