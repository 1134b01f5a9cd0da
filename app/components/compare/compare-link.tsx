import { Check, GitCompareArrows } from "lucide-react";
import { Link } from "react-router";
import { COMPARE_SELECTION_TEXT } from "~/content/compare-selection";
import { COMPARE_MAX, compareHref } from "~/lib/compare/compare-address";
import { changeSelection } from "~/lib/compare/compare-store";
import { localizedPath } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { useCompareSelection } from "./use-compare-selection";

/**
 * "Compare" on product cards and product pages (issue 19): a plain link to the comparison of the selection with this
 * product, so it works without JavaScript (the comparison page remembers the selection). With JavaScript a click adds
 * the product to the selection in place: the tray shows it, the live region says so, and the page stays. Once the
 * product is in the selection the link reads "In comparison" and opens the comparison; when four others are selected
 * it reads "Compare (4 max)" and opens the comparison, which says the fifth was not added.
 */
export function CompareLink({
  productId,
  productName,
  className,
}: {
  productId: string;
  /** The product's name as the page shows it (the tray lists it, the live region names it). */
  productName: string;
  className: string;
}) {
  const locale = useLocale();
  const text = COMPARE_SELECTION_TEXT[locale];
  const selection = useCompareSelection();
  const selected = selection.includes(productId);
  const full = !selected && selection.length >= COMPARE_MAX;
  const label = selected ? text.inComparison : full ? text.full(COMPARE_MAX) : text.compare;
  const Icon = selected ? Check : GitCompareArrows;
  return (
    <Link
      to={localizedPath(compareHref({ ids: selected ? selection : [...selection, productId] }), locale)}
      rel="nofollow"
      aria-label={text.named(label, productName)}
      data-testid="compare-link"
      data-state={selected ? "selected" : full ? "full" : "available"}
      className={`inline-flex items-center justify-center gap-2 ${className}`}
      onClick={(event) => {
        if (selected || full || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        const next = [...selection, productId];
        changeSelection(next, text.added(productName, next.length, COMPARE_MAX), {
          id: productId,
          name: productName,
          locale,
        });
      }}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {label}
    </Link>
  );
}
