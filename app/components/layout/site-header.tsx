import { useEffect, useState } from "react";
import { NavLink } from "react-router";
import { HEADER_TEXT } from "~/content/navigation";
import { isHeaderScrolled } from "~/lib/header-scroll";
import { HeaderMenus } from "./header-menus";
import { MobileNav } from "./mobile-nav";
import { headerLinkClass } from "./nav-link-class";
import { SiteLogo } from "./site-logo";

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
  return (
    <header
      data-scrolled={scrolled === null ? undefined : String(scrolled)}
      className={`sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow ${scrolled ? "shadow-lg" : "shadow-sm"}`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <SiteLogo />
        <nav aria-label={HEADER_TEXT.navLabel} className="hidden items-center gap-1 md:flex">
          <NavLink to={HEADER_TEXT.about.href} className={headerLinkClass}>
            {HEADER_TEXT.about.label}
          </NavLink>
          <HeaderMenus />
          <NavLink to={HEADER_TEXT.contact.href} className={headerLinkClass}>
            {HEADER_TEXT.contact.label}
          </NavLink>
          <NavLink
            to={HEADER_TEXT.viewProducts.href}
            className={({ isActive }) =>
              `ms-2 rounded-md px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 ${isActive ? "bg-brand-900 ring-2 ring-brand-600 ring-offset-2" : "bg-brand-700"}`
            }
          >
            {HEADER_TEXT.viewProducts.label}
          </NavLink>
        </nav>
        <MobileNav />
      </div>
    </header>
  );
}
