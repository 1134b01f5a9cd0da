import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "~/content/site-config";

/** Site configuration from the root loader (the defaults while an error page renders without it). */
export function useSiteConfig(): SiteConfig {
  return useRouteLoaderData<typeof rootLoader>("root")?.site ?? DEFAULT_SITE_CONFIG;
}
