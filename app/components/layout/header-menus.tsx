import { ChevronDown as chevronDownIcon } from "lucide";
import { FirstLoadIcon } from "~/components/icons/first-load-icon";
import { lazy, Suspense, useState, type FocusEvent, type MouseEvent, type PointerEvent } from "react";
import { HEADER_TEXT } from "~/content/navigation";
import { useLocale } from "~/lib/i18n/use-locale";
import type { HeaderMenuName } from "./header-dropdowns";
import { MENU_TRIGGER_CLASS } from "./menu-styles";
import type { MenuActivation } from "./use-hover-menu";

const loadDropdowns = () => import("./header-dropdowns");
const HeaderDropdowns = lazy(loadDropdowns);

type Activated = { menu: HeaderMenuName; activation: MenuActivation } | null;

/**
 * The Categories and Brands dropdowns (spec 2.2). Their Radix code is not needed to paint the page, so it loads when
 * first used: until then the triggers are plain buttons that load it when hovered, focused or pressed, and hand over the
 * open state and focus.
 */
export function HeaderMenus() {
  const [activated, setActivated] = useState<Activated>(null);

  const placeholders = <PlaceholderTriggers onActivate={(menu, activation) => setActivated({ menu, activation })} />;
  if (!activated) return placeholders;
  return (
    <Suspense fallback={placeholders}>
      <HeaderDropdowns activated={activated} />
    </Suspense>
  );
}

function PlaceholderTriggers({
  onActivate,
}: {
  onActivate: (menu: HeaderMenuName, activation: MenuActivation) => void;
}) {
  const text = HEADER_TEXT[useLocale()];
  const handlers = (menu: HeaderMenuName) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === "mouse") onActivate(menu, { open: true, focus: false });
    },
    onFocus: (_event: FocusEvent) => void loadDropdowns(),
    // detail 0: pressed with Enter or Space; a mouse click comes after the hover that already opened it.
    onClick: (event: MouseEvent) =>
      onActivate(
        menu,
        event.detail === 0 ? { open: false, focus: true, keyboardOpen: true } : { open: true, focus: true },
      ),
  });
  return (
    <>
      {(["categories", "brands"] as const).map((menu) => (
        <button
          key={menu}
          type="button"
          data-header-menu={menu}
          aria-haspopup="menu"
          aria-expanded={false}
          className={MENU_TRIGGER_CLASS}
          {...handlers(menu)}
        >
          {menu === "categories" ? text.categories : text.brands}
          <FirstLoadIcon icon={chevronDownIcon} className="h-4 w-4" />
        </button>
      ))}
    </>
  );
}
