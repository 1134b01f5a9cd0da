import { Menu as menuIcon } from "lucide";
import { FirstLoadIcon } from "~/components/icons/first-load-icon";
import { lazy, Suspense, useRef, useState } from "react";
import { HEADER_TEXT } from "~/content/navigation";
import { useLocale } from "~/lib/i18n/use-locale";
import { useCloseOnNavigate } from "./use-close-on-navigate";

const loadSheet = () => import("./mobile-nav-sheet");
const MobileNavSheet = lazy(loadSheet);

/** Below the md breakpoint: a hamburger opens a side sheet from the inline-end edge (spec 2.2: the right, the left in Arabic). Choosing any link closes it. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useCloseOnNavigate(() => setOpen(false));
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={HEADER_TEXT[useLocale()].openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-nav" : undefined}
        className="rounded-md p-2 text-slate-800 hover:bg-brand-50 md:hidden"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <FirstLoadIcon icon={menuIcon} className="h-6 w-6" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
