import type { Route } from "./+types/home";
import { Hero } from "~/components/home/hero";
import { HERO_POSTER_PRELOAD } from "~/components/home/hero-media";
import { ContactSectionIsland, HomeSectionsIsland } from "~/components/home/home-islands";
import { HOME_HERO_TEXT } from "~/content/home-hero";
import { DEFAULT_SITE_CONFIG, siteTextIn, type SiteConfig } from "~/content/site-config";
import { countProductsByCategory } from "~server/catalogue/category-counts";
import { localeOfPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";
import { freshFormToken } from "~server/forms/submission";

export async function loader({ context }: Route.LoaderArgs) {
  return { counts: await countProductsByCategory(context.db), formToken: freshFormToken(context, "contact") };
}

/** The hero poster is the page's largest paint: the browser may fetch it before it has parsed any HTML. */
export function headers() {
  return { Link: HERO_POSTER_PRELOAD };
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const site = (matches[0]?.data as { site?: SiteConfig } | undefined)?.site ?? DEFAULT_SITE_CONFIG;
  const country = siteTextIn(site, locale).country;
  const text = HOME_HERO_TEXT[locale];
  return pageMeta({ title: text.metaTitle, description: text.metaDescription(country), locale });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <HomeSectionsIsland counts={loaderData.counts} />
      <ContactSectionIsland formToken={loaderData.formToken} />
    </>
  );
}
