import { ChevronDown, X } from "lucide-react";
import type { RefObject } from "react";
import { Collapsible, Dialog } from "radix-ui";
import { Link, NavLink } from "react-router";
import { SiteSearch } from "~/components/search/search-field";
import { CATEGORY_TREE, categoryName, type Category } from "~/content/category-tree";
import { HEADER_TEXT } from "~/content/navigation";
import { MOBILE_NAV_TEXT } from "~/content/mobile-nav";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { LanguageSwitch } from "./language-switch";
import { delayedScrollLinkProps } from "~/lib/scroll-to-top";
import { NAV_BRANDS, navBrandLabel } from "./nav-brands";
import { QuoteListLink } from "./quote-list-link";

const SHEET_LINK_CLASS = "block rounded-md px-3 py-2 text-base text-slate-800 hover:bg-brand-50 hover:text-brand-800";
const sheetNavClass = ({ isActive }: { isActive: boolean }) =>
  `${SHEET_LINK_CLASS} ${isActive ? "bg-brand-50 font-semibold text-brand-800" : ""}`;

const SHEET_SEARCH_CLASSES = {
  form: "relative",
  input:
    "h-11 w-full rounded-md border border-slate-300 bg-white ps-11 pe-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600",
  list: "inset-x-0",
  button: "start-0 w-11",
};

/** The sheet itself (spec 2.2), loaded on first use so its code is not part of every page's first load. */
export default function MobileNavSheet({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  const locale = useLocale();
  const to = useLocalizedPath();
  const header = HEADER_TEXT[locale];
  const text = MOBILE_NAV_TEXT[locale];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity starting:opacity-0" />
        <Dialog.Content
          data-testid="mobile-nav"
          id="mobile-nav"
          onCloseAutoFocus={(event) => {
            // The menu button is not a Dialog.Trigger (it lives outside this lazily loaded module): give focus back to it.
            event.preventDefault();
            trigger.current?.focus();
          }}
          // The inline-end edge: the right in English, the left in Arabic, and it slides in from that side.
          className="fixed inset-y-0 end-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-5 shadow-xl transition-transform duration-300 starting:translate-x-full rtl:starting:-translate-x-full"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-slate-900">{text.title}</Dialog.Title>
            <Dialog.Close aria-label={text.closeMenu} className="rounded-md p-2 text-slate-700 hover:bg-slate-100">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{text.description}</Dialog.Description>
          <div className="mb-5">
            <SiteSearch id="sheet-search" classes={SHEET_SEARCH_CLASSES} />
          </div>
          <nav aria-label={text.title} className="flex flex-col gap-5">
            <div>
              <NavLink to={to(header.about.href)} className={sheetNavClass} onClick={close}>
                {header.about.label}
              </NavLink>
              <NavLink to={to(header.contact.href)} className={sheetNavClass} onClick={close}>
                {header.contact.label}
              </NavLink>
              <QuoteListLink className={sheetNavClass} onClick={close} />
              <LanguageSwitch className={SHEET_LINK_CLASS} onClick={close} />
            </div>
            <section>
              <h2 className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {text.categoriesHeading}
              </h2>
              <ul>
                {CATEGORY_TREE.map((category) => (
                  <SheetCategory key={category.name} category={category} onNavigate={close} />
                ))}
              </ul>
            </section>
            <section>
              <h2 className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {text.brandsHeading}
              </h2>
              <ul>
                {NAV_BRANDS.map((brand) => (
                  <li key={brand.href}>
                    <Link to={to(brand.href)} className={SHEET_LINK_CLASS} onClick={close}>
                      {navBrandLabel(brand, locale)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <Link
              to={to(text.viewAllProducts.href)}
              onClick={close}
              className="rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
            >
              {text.viewAllProducts.label}
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SheetCategory({ category, onNavigate }: { category: Category; onNavigate: () => void }) {
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <Collapsible.Root asChild>
      <li>
        <div className="flex items-center justify-between gap-1">
          <Link
            to={to(category.href)}
            {...delayedScrollLinkProps}
            className={`${SHEET_LINK_CLASS} flex-1`}
            onClick={onNavigate}
          >
            {categoryName(category.name, locale)}
          </Link>
          <Collapsible.Trigger
            aria-label={MOBILE_NAV_TEXT[locale].toggleCategory(categoryName(category.name, locale))}
            className="group rounded-md p-2 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            <ChevronDown
              className="h-5 w-5 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content asChild>
          <ul className="ms-3 border-s border-slate-200 ps-2">
            {category.subCategories.map((sub) => (
              <li key={sub.name}>
                <Link
                  to={to(sub.href)}
                  {...delayedScrollLinkProps}
                  className="block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                  onClick={onNavigate}
                >
                  {categoryName(sub.name, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}
