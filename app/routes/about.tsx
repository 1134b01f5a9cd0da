import type { Route } from "./+types/about";
import { AboutPageIsland } from "~/components/about/about-islands";
import { ABOUT_PAGE_HEAD } from "~/content/about-heads";
import { DEFAULT_SITE_CONFIG, siteTextIn, type SiteConfig } from "~/content/site-config";
import { localeOfPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const site = (matches[0]?.data as { site?: SiteConfig } | undefined)?.site ?? DEFAULT_SITE_CONFIG;
  const country = siteTextIn(site, locale).country;
  const head = ABOUT_PAGE_HEAD[locale];
  return pageMeta({ title: head.title, description: head.metaDescription(country), locale });
}

/**
 * Nothing to load on the server; it exists so that the first load hydrates with it instead of running the clientLoader
 * (a route with only a clientLoader runs it while hydrating, which would render the page afresh).
 */
export function loader() {
  return null;
}

/** A client-side navigation loads the page's island first (the first load hydrates it when used), without a request. */
export async function clientLoader() {
  await AboutPageIsland.preload();
  return null;
}

/** Spec 2.11: the page is one island (about-islands.ts), so its first load is the route module alone. */
export default function AboutPage() {
  return <AboutPageIsland />;
}
