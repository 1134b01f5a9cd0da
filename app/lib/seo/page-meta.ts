import type { MetaDescriptor } from "react-router";
import type { Locale } from "~/lib/i18n/locale";

export const SITE_NAME = "Gulf Clean Equipment";

/** The site's short name in each edition's titles ("… | جلف كلين للمعدات" on Arabic pages). */
export const SITE_NAME_IN: Record<Locale, string> = { en: SITE_NAME, ar: "جلف كلين للمعدات" };

/**
 * Title, description and their Open Graph twins for one page; every page calls this from its `meta` export, Arabic
 * pages with `locale: "ar"` (og:locale and the alternates are the root layout's, from the address).
 */
export function pageMeta({
  title,
  description,
  image,
  noindex = false,
  locale,
}: {
  title: string;
  description: string;
  image?: string;
  noindex?: boolean;
  /** Required, so no page names the site in the other edition's language after its title. */
  locale: Locale;
}): MetaDescriptor[] {
  const siteName = SITE_NAME_IN[locale];
  const fullTitle = `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(image
      ? [
          { property: "og:image", content: image },
          { name: "twitter:image", content: image },
        ]
      : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
