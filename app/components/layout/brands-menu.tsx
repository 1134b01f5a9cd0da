import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { HEADER_TEXT } from "~/content/navigation";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { MENU_CONTENT_CLASS, MENU_ITEM_CLASS, MENU_TRIGGER_CLASS } from "./menu-styles";
import { NAV_BRANDS, navBrandLabel } from "./nav-brands";
import { useHoverMenu, type MenuActivation } from "./use-hover-menu";

/** Header "Brands" dropdown (spec 2.2). */
export function BrandsMenu({ activation }: { activation?: MenuActivation }) {
  const menu = useHoverMenu(activation);
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <DropdownMenu.Root open={menu.open} onOpenChange={menu.onOpenChange} modal={false}>
      <DropdownMenu.Trigger ref={menu.triggerRef} className={MENU_TRIGGER_CLASS} {...menu.triggerProps}>
        {HEADER_TEXT[locale].brands}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className={MENU_CONTENT_CLASS}
          data-testid="brands-menu"
          {...menu.contentProps}
        >
          {NAV_BRANDS.map((brand) => (
            <DropdownMenu.Item key={brand.href} asChild className={MENU_ITEM_CLASS}>
              <Link to={to(brand.href)}>{navBrandLabel(brand, locale)}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
