import { useLocation, useNavigation } from "react-router";
import { skeletonCountFor } from "~/lib/catalogue/pending-skeletons";

/**
 * The number of skeleton cards to show instead of stale products while a navigation to a listing screen waits on the
 * server (spec 9.3). `scope` "page": navigations arriving from another screen; "results": filter changes on this screen.
 */
export function usePendingSkeletons(scope: "page" | "results"): number | null {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading") return null;
  const samePath = navigation.location.pathname.toLowerCase() === location.pathname.toLowerCase();
  if (scope === "page" && samePath) return null;
  if (scope === "results" && !samePath) return null;
  return skeletonCountFor(navigation.location.pathname);
}
