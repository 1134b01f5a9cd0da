/** The page's edition in components: read from the address (locale.ts), so the server and the browser agree. */
import { useLocation } from "react-router";
import { localeOfPath, localizedPath, type Locale } from "./locale";

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Turns an internal address into the current edition's: `const to = useLocalizedPath(); <Link to={to("/products")}>`. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
