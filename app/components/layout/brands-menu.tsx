import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { BRAND_NAV } from "~/content/brands";
import { HEADER_TEXT, NAV_BRAND_LIMIT } from "~/content/navigation";
import { MENU_CONTENT_CLASS, MENU_ITEM_CLASS, MENU_TRIGGER_CLASS } from "./menu-styles";
import { useHoverMenu } from "./use-hover-menu";

/** Spec 9.3: the header and mobile menus list the first 10 entries of the brand navigation list. */
export const NAV_BRANDS = BRAND_NAV.slice(0, NAV_BRAND_LIMIT);

/** Header "Brands" dropdown (spec 2.2). */
export function BrandsMenu() {
  const menu = useHoverMenu();
  return (
    <DropdownMenu.Root open={menu.open} onOpenChange={menu.onOpenChange} modal={false}>
      <DropdownMenu.Trigger className={MENU_TRIGGER_CLASS} {...menu.triggerProps}>
        {HEADER_TEXT.brands}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className={MENU_CONTENT_CLASS} data-testid="brands-menu" {...menu.contentProps}>
          {NAV_BRANDS.map((brand) => (
            <DropdownMenu.Item key={brand.href} asChild className={MENU_ITEM_CLASS}>
              <Link to={brand.href}>{brand.name}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
