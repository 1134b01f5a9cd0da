import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link, useRevalidator } from "react-router";
import { COMPARE_SELECTION_TEXT } from "~/content/compare-selection";
import { fallbackMarks, productNameInEdition, type EditionText } from "~/lib/catalogue/localized-product";
import { COMPARE_MAX, compareHref } from "~/lib/compare/compare-address";
import type { CompareSelection } from "~/lib/compare/compare-cookie";
import { changeSelection, rememberedName } from "~/lib/compare/compare-store";
import { useLocale } from "~/lib/i18n/use-locale";
import { localizedPath } from "~/lib/i18n/locale";

/** Opens the links of the tray without a modifier key (a new tab keeps its plain link). */
function plainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The tray (issue 19): a bar at the bottom of the window while products are selected for comparison, listing them with
 * a Remove each, "Compare now (n)" and "Clear". Without JavaScript Remove and Clear are links to the comparison without
 * the product (or without any), whose page keeps the selection; with JavaScript they change the selection here.
 */
export function CompareTray({ ids, server }: { ids: string; server: CompareSelection | null }) {
  const locale = useLocale();
  const text = COMPARE_SELECTION_TEXT[locale];
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const revalidator = useRevalidator();
  const asked = useRef("");
  const selection = ids.split(",").filter(Boolean);
  const items = selection.map((id) => {
    const known = server?.products.find((product) => product.id === id);
    const remembered = rememberedName(locale, id);
    const name: EditionText | null = known
      ? productNameInEdition(known, locale)
      : remembered
        ? { value: remembered, fallback: false }
        : null;
    return { id, name };
  });

  // A product added in another window or edition that the root loader has not named yet: ask it once.
  const unnamed = items.some((item) => item.name === null && !server?.ids.includes(item.id));
  useEffect(() => {
    if (!unnamed || asked.current === ids || revalidator.state !== "idle") return;
    asked.current = ids;
    void revalidator.revalidate();
  }, [unnamed, ids, revalidator]);

  const remove = (event: React.MouseEvent, id: string, name: string) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    const rest = selection.filter((kept) => kept !== id);
    changeSelection(rest, text.removed(name));
    // The focused link is gone: focus stays in the tray, or goes to the page when the tray closes.
    if (rest.length > 0) heading.current?.focus();
    else document.getElementById("main")?.focus();
  };

  return (
    <aside
      aria-labelledby={headingId}
      data-testid="compare-tray"
      className="sticky bottom-0 z-30 border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgba(15,23,42,0.08)] print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 pe-20">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-sm font-semibold text-slate-900 outline-none">
          {text.trayHeading(selection.length, COMPARE_MAX)}
        </h2>
        <ul className="flex min-w-0 flex-wrap gap-2" aria-label={text.trayLabel}>
          {items.map(({ id, name }) => {
            const shown = name?.value ?? text.unavailable;
            return (
              <li
                key={id}
                className="flex min-w-0 max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 ps-3 pe-1 text-sm text-slate-800 sm:max-w-[16rem]"
              >
                <span className="truncate" {...(name ? fallbackMarks(name) : {})}>
                  {shown}
                </span>
                <Link
                  to={localizedPath(compareHref({ ids: selection.filter((kept) => kept !== id) }), locale)}
                  rel="nofollow"
                  aria-label={text.removeNamed(shown)}
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                  onClick={(event) => remove(event, id, shown)}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="ms-auto flex items-center gap-2">
          <Link
            to={localizedPath(compareHref({ ids: selection }), locale)}
            rel="nofollow"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {text.compareNow(selection.length)}
          </Link>
          <Link
            to={localizedPath(compareHref({ ids: [] }), locale)}
            rel="nofollow"
            aria-label={text.clearLabel}
            className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 underline-offset-2 hover:underline"
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              changeSelection([], text.cleared);
              document.getElementById("main")?.focus();
            }}
          >
            {text.clear}
          </Link>
        </div>
      </div>
    </aside>
  );
}
