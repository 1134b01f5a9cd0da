import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "~/components/toast/use-toast";
import { QUOTE_LIST_TEXT } from "~/content/quote-list";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { QUOTE_QUANTITY_MAX, QUOTE_QUANTITY_MIN } from "~/lib/quote-list/limits";
import { QUOTE_LIST_STATUS_PARAM } from "~/lib/quote-list/status";

/** What /quote-list's action answers a fetcher (`via=fetch`); a plain form gets a redirect instead. */
export interface QuoteListFetchResult {
  ok: boolean;
  message: string;
  count?: number;
}

/**
 * "Add to Quote" on product cards and product pages (issue 17), and the comparison's "Add All to Quote" (issue 19:
 * several products, all or nothing). Without JavaScript a plain POST to /quote-list (or
 * /ar/quote-list on Arabic pages) that comes back to this page with a status line (decision 110); with JavaScript a
 * fetcher: no reload, a toast, and the header's count follows because React Router revalidates the root loader after
 * the action. Every text in the page's edition.
 */
export function AddToQuoteForm({
  productId,
  productName,
  withQuantity = false,
  className = "",
  buttonClassName,
  note,
  buttonLabel,
  addedTitle,
}: {
  /** Several ids add them all in one change (each with quantity 1). */
  productId: string | readonly string[];
  /** Named in the confirmation ("… added to your quote list.") and, without `buttonLabel`, in the button's accessible name. */
  productName: string;
  /** The product page's "Quantity" field (default 1); cards add one. */
  withQuantity?: boolean;
  className?: string;
  buttonClassName: string;
  /** A note the line is added with (issue 19: "Please send the Safety Data Sheet."). */
  note?: string;
  /** The button's own words instead of "Add to Quote" (they are then its accessible name too). */
  buttonLabel?: string;
  /** The toast's title after the add, instead of "… added". */
  addedTitle?: string;
}) {
  const fetcher = useFetcher<QuoteListFetchResult>();
  const locale = useLocale();
  const text = QUOTE_LIST_TEXT[locale];
  const action = useLocalizedPath()("/quote-list");
  const location = useLocation();
  const quantityId = useId();
  const shown = useRef<QuoteListFetchResult | undefined>(undefined);
  const params = new URLSearchParams(location.search);
  params.delete(QUOTE_LIST_STATUS_PARAM);
  const query = params.toString();
  const returnTo = `${location.pathname}${query ? `?${query}` : ""}`;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    toast(
      result.ok
        ? { title: addedTitle ?? text.addedNamed(productName), description: text.viewListHint }
        : { title: text.failed, description: result.message, variant: "destructive" },
    );
  }, [fetcher.state, fetcher.data, productName, text, addedTitle]);

  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={action}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        data.set("via", "fetch");
        void fetcher.submit(data, { method: "post", action });
      }}
    >
      <input type="hidden" name="intent" value="add" />
      {[productId].flat().map((id) => (
        <input key={id} type="hidden" name="productId" value={id} />
      ))}
      <input type="hidden" name="returnTo" value={returnTo} />
      {note && <input type="hidden" name="note" value={note} />}
      {withQuantity ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={quantityId} className="text-sm font-medium text-slate-800">
            {text.quantity}
          </label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={QUOTE_QUANTITY_MIN}
            max={QUOTE_QUANTITY_MAX}
            step={1}
            defaultValue={QUOTE_QUANTITY_MIN}
            required
            className="h-12 w-28 rounded-md border border-slate-300 px-3 text-base text-slate-900 focus:border-brand-600"
          />
        </div>
      ) : (
        <input type="hidden" name="quantity" value={QUOTE_QUANTITY_MIN} />
      )}
      <button
        type="submit"
        aria-label={withQuantity || buttonLabel ? undefined : text.addToQuoteFor(productName)}
        aria-disabled={busy || undefined}
        className={buttonClassName}
      >
        {busy ? text.adding : (buttonLabel ?? text.addToQuote)}
      </button>
    </fetcher.Form>
  );
}
