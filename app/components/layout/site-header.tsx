import { useEffect, useState } from "react";
import { NavLink } from "react-router";
import { SiteSearch } from "~/components/search/search-field";
import { HEADER_TEXT } from "~/content/navigation";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { LanguageSwitch } from "./language-switch";
import { isHeaderScrolled } from "~/lib/header-scroll";
import { HeaderMenus } from "./header-menus";
import { MobileNav } from "./mobile-nav";
import { headerLinkClass } from "./nav-link-class";
import { SiteLogo } from "./site-logo";
import { QuoteListLink } from "./quote-list-link";

/** From md to lg a search button that opens into a field over the links on focus; a field from xl. */
const HEADER_SEARCH_CLASSES = {
  form: "group relative h-9 w-9 shrink-0 xl:w-64",
  input:
    "absolute start-0 top-0 h-9 w-9 rounded-md border border-slate-300 bg-white ps-8 pe-2 text-sm text-slate-900 placeholder:text-slate-500 transition-[width] focus:z-10 focus:border-brand-600 group-focus-within:w-72 group-focus-within:ps-9 xl:w-64 xl:ps-9 xl:group-focus-within:w-64",
  list: "start-0 w-[min(26rem,calc(100vw-2rem))]",
  button: "start-0 z-10 w-9",
};

/** null until mounted: the server cannot know the scroll position (and tests use the attribute to see hydration). */
function useHeaderScrolled(): boolean | null {
  const [scrolled, setScrolled] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setScrolled(isHeaderScrolled(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

/** Sticky site header (spec 2.2); its shadow strengthens once the page is scrolled more than 20 px. */
export function SiteHeader() {
  const scrolled = useHeaderScrolled();
  const text = HEADER_TEXT[useLocale()];
  const to = useLocalizedPath();
  return (
    <header
      data-scrolled={scrolled === null ? undefined : String(scrolled)}
      className={`sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow ${scrolled ? "shadow-lg" : "shadow-sm"}`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <SiteLogo />
        <div className="hidden flex-1 justify-end md:flex">
          <SiteSearch id="site-search" classes={HEADER_SEARCH_CLASSES} />
        </div>
        <nav aria-label={text.navLabel} className="hidden items-center gap-1 md:flex">
          <NavLink to={to(text.about.href)} className={headerLinkClass}>
            {text.about.label}
          </NavLink>
          <HeaderMenus />
          <NavLink to={to(text.contact.href)} className={headerLinkClass}>
            {text.contact.label}
          </NavLink>
          <QuoteListLink className={headerLinkClass} />
          <NavLink
            to={to(text.viewProducts.href)}
            className={({ isActive }) =>
              `ms-2 rounded-md px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 ${isActive ? "bg-brand-900 ring-2 ring-brand-600 ring-offset-2" : "bg-brand-700"}`
            }
          >
            {text.viewProducts.label}
          </NavLink>
          <LanguageSwitch className={headerLinkClass({ isActive: false })} />
        </nav>
        <MobileNav />
      </div>
    </header>
  );
}
