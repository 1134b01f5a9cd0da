import { Form, Link, useFetcher } from "react-router";
import { fallbackMarks } from "~/lib/catalogue/localized-product";
import { QUOTE_FORM_FETCHER_KEY } from "~/components/forms/use-inquiry-answer";
import type { SubmissionResult } from "~/lib/forms/submission";
import { AlertTriangle, MessageCircle } from "lucide-react";
import { ProductImage } from "~/components/catalogue/product-image";
import { QUOTE_LIST_TEXT } from "~/content/quote-list";
import { QUOTE_LINE_NOTE_MAX, QUOTE_QUANTITY_MAX, QUOTE_QUANTITY_MIN } from "~/lib/quote-list/limits";
import { QuoteForm } from "~/components/quote/quote-form";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import type { QuoteListActionResult, QuoteListPageLine } from "./quote-list-types";
import { PasteListForm } from "./paste-list-form";

/** The page's texts in its edition. */
function useQuoteListText() {
  return QUOTE_LIST_TEXT[useLocale()];
}

const BUTTON =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";

/** Issue 17, /quote-list: the visitor's products, each with its quantity and note, "Remove" and "Clear List". */
export function QuoteListPage({
  lines,
  whatsappHref,
  result,
  formToken,
}: {
  lines: QuoteListPageLine[];
  whatsappHref: string;
  result: QuoteListActionResult | undefined;
  /** The quote form's token: the list is sent with the form of /get-quote, below the list. */
  formToken: string;
}) {
  const sent = useFetcher<SubmissionResult>({ key: QUOTE_FORM_FETCHER_KEY }).data?.ok === true;
  const text = useQuoteListText();
  const to = useLocalizedPath();
  const deactivated = lines.some((line) => !line.isActive);
  const lineResult =
    result?.productId && lines.some((line) => line.productId === result.productId) ? result : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
      {result && !(lineResult && lineResult.field) && (
        <p
          role={result.ok ? "status" : "alert"}
          data-testid="quote-list-result"
          className={`mt-4 rounded-md px-4 py-3 text-sm font-medium ${result.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
        >
          {result.message}
        </p>
      )}
      {lines.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{text.empty}</p>
          <p className="mt-2 text-slate-700">{text.emptyHint}</p>
          <Link
            to={to("/products")}
            className="mt-6 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {text.browseProducts}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{text.intro(lines.length)}</p>
          {deactivated && (
            <p role="note" className="mt-4 flex gap-2 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
              {text.deactivatedNotice}
            </p>
          )}
          <ul
            className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200"
            aria-label={text.tableCaption}
          >
            {lines.map((line) => (
              <QuoteListRow
                key={line.productId}
                line={line}
                result={lineResult?.productId === line.productId ? lineResult : undefined}
              />
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
              title={text.whatsappHint}
              data-testid="quote-list-whatsapp"
            >
              <MessageCircle className="h-5 w-5" aria-hidden="true" />
              {text.whatsapp}
            </a>
            <Form method="post">
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className={`${BUTTON} text-red-800`}>
                {text.clear}
              </button>
            </Form>
          </div>
        </>
      )}
      {/* The form of /get-quote, posting there: the request carries this list's lines. Sending empties the list; the
          form stays to show its confirmation and the private link. */}
      {(lines.length > 0 || sent) && (
        <div className="mt-12">
          <QuoteForm formToken={formToken} prefill={{}} withLines confirmationHeadingLevel={2} />
        </div>
      )}
      <section aria-labelledby="quote-list-paste-title" className="mt-12">
        <h2 id="quote-list-paste-title" className="text-2xl font-bold text-slate-900">
          {text.pasteTitle}
        </h2>
        <div className="mt-4">
          <PasteListForm />
        </div>
      </section>
    </div>
  );
}

function QuoteListRow({ line, result }: { line: QuoteListPageLine; result: QuoteListActionResult | undefined }) {
  const text = useQuoteListText();
  const to = useLocalizedPath();
  const id = `line-${line.productId}`;
  const quantityError = result?.field === "quantity" ? result.message : undefined;
  const noteError = result?.field === "note" ? result.message : undefined;
  return (
    <li
      className="flex flex-col gap-4 p-4 sm:flex-row"
      data-testid="quote-list-line"
      data-inactive={!line.isActive || undefined}
    >
      <ProductImage
        imageUrl={line.imageUrl}
        alt=""
        displayWidth={160}
        sizes="160px"
        className="w-full shrink-0 rounded-md sm:w-40"
      />
      <div className="flex flex-1 flex-col gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900" {...fallbackMarks({ fallback: line.nameInEnglish })}>
            {line.isActive ? (
              <Link to={to(`/products/${line.productId}`)} className="hover:underline">
                {line.name}
              </Link>
            ) : (
              line.name
            )}
          </h2>
          <p className="text-sm text-slate-700">
            {text.brand(line.brand)}
            {line.serialNumber && <span className="ms-3">{text.code(line.serialNumber)}</span>}
          </p>
          {!line.isActive && (
            <p className="mt-1 inline-flex items-center gap-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <AlertTriangle className="h-4 w-4" aria-hidden="true" />
              {text.deactivated}
            </p>
          )}
        </div>
        {/* Keyed by the saved values, so the fields show what was saved after each change. */}
        <Form method="post" key={`${line.quantity}:${line.note ?? ""}`} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="productId" value={line.productId} />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-quantity`} className="text-sm font-medium text-slate-800">
              {text.quantityFor(line.name)}
            </label>
            <input
              id={`${id}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={QUOTE_QUANTITY_MIN}
              max={QUOTE_QUANTITY_MAX}
              step={1}
              required
              defaultValue={line.quantity}
              aria-invalid={quantityError ? true : undefined}
              aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
              className="h-10 w-28 rounded-md border border-slate-300 px-3 text-slate-900 focus:border-brand-600"
            />
            {quantityError && (
              <p id={`${id}-quantity-error`} className="text-sm text-red-800">
                {quantityError}
              </p>
            )}
          </div>
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
              {text.noteFor(line.name)}
            </label>
            <input
              id={`${id}-note`}
              name="note"
              type="text"
              maxLength={QUOTE_LINE_NOTE_MAX}
              defaultValue={line.note ?? ""}
              placeholder={text.notePlaceholder}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${id}-note-error` : undefined}
              className="h-10 rounded-md border border-slate-300 px-3 text-slate-900 focus:border-brand-600"
            />
            {noteError && (
              <p id={`${id}-note-error`} className="text-sm text-red-800">
                {noteError}
              </p>
            )}
          </div>
          <button type="submit" className={BUTTON} aria-label={text.saveFor(line.name)}>
            {text.save}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={line.productId} />
          <button type="submit" className={`${BUTTON} text-red-800`} aria-label={text.removeFor(line.name)}>
            {text.remove}
          </button>
        </Form>
      </div>
    </li>
  );
}
