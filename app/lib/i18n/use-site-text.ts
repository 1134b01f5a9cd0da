/** The company's name, country and city in the page's language (decision 129), from the root loader's site config. */
import { siteTextIn, type SiteText } from "~/content/site-config";
import { useSiteConfig } from "~/lib/use-site-config";
import { useLocale } from "./use-locale";

export function useSiteText(): SiteText {
  return siteTextIn(useSiteConfig(), useLocale());
}
