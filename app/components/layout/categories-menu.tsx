import { ChevronDown, ChevronRight } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { CATEGORY_TREE, categoryName } from "~/content/category-tree";
import { HEADER_TEXT } from "~/content/navigation";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { delayedScrollLinkProps } from "~/lib/scroll-to-top";
import { MENU_CONTENT_CLASS, MENU_ITEM_CLASS, MENU_TRIGGER_CLASS } from "./menu-styles";
import { useHoverMenu, type MenuActivation } from "./use-hover-menu";

/** Header "Categories" dropdown (spec 2.2): every category opens a submenu of its subcategories; all entries link to the filtered catalogue. */
export function CategoriesMenu({ activation }: { activation?: MenuActivation }) {
  const menu = useHoverMenu(activation);
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <DropdownMenu.Root open={menu.open} onOpenChange={menu.onOpenChange} modal={false}>
      <DropdownMenu.Trigger ref={menu.triggerRef} className={MENU_TRIGGER_CLASS} {...menu.triggerProps}>
        {HEADER_TEXT[locale].categories}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className={MENU_CONTENT_CLASS}
          data-testid="categories-menu"
          {...menu.contentProps}
        >
          {CATEGORY_TREE.map((category) => (
            <DropdownMenu.Sub key={category.name}>
              <DropdownMenu.SubTrigger asChild className={MENU_ITEM_CLASS}>
                {/* A click goes to the category; Enter / the arrow key opens its submenu (whose first entry is the category too). */}
                <Link to={to(category.href)} {...delayedScrollLinkProps} onClick={() => menu.onOpenChange(false)}>
                  {categoryName(category.name, locale)}
                  <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent
                  sideOffset={4}
                  className={`${MENU_CONTENT_CLASS} max-h-[70vh] overflow-y-auto`}
                  {...menu.contentProps}
                >
                  <DropdownMenu.Item asChild className={`${MENU_ITEM_CLASS} font-semibold`}>
                    <Link to={to(category.href)} {...delayedScrollLinkProps}>
                      {HEADER_TEXT[locale].allInCategory(categoryName(category.name, locale))}
                    </Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                  {category.subCategories.map((sub) => (
                    <DropdownMenu.Item key={sub.name} asChild className={MENU_ITEM_CLASS}>
                      <Link to={to(sub.href)} {...delayedScrollLinkProps}>
                        {categoryName(sub.name, locale)}
                      </Link>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
