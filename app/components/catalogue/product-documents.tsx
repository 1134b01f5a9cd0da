/**
 * A product's documents on its public page (issue 19), inside the product's island: grouped by kind, each a download
 * link named by its title, type, language and size, with the revision date; for a chemical without a Safety Data Sheet,
 * "Safety Data Sheet on request", which adds the product to the quote list with a note (a plain form without
 * JavaScript, a fetcher and a toast with it). Everything shown was decided by the loader (app/lib/catalogue/document-list.ts).
 */
import { FileText } from "lucide-react";
import { AddToQuoteForm } from "~/components/quote-list/add-to-quote-form";
import { PRODUCT_DOCUMENTS_TEXT } from "~/content/product-documents";
import type { ProductDocumentsView } from "~/lib/catalogue/document-list";
import { directionOf } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";

export function ProductDocuments({
  view,
  productId,
  productName,
}: {
  view: ProductDocumentsView;
  productId: string;
  productName: string;
}) {
  const text = PRODUCT_DOCUMENTS_TEXT[useLocale()];
  if (view.groups.length === 0 && !view.sdsOnRequest) return null;
  return (
    <section aria-labelledby="product-documents-heading" className="mt-12" data-testid="product-documents">
      <h2 id="product-documents-heading" className="text-xl font-semibold text-slate-900">
        {text.heading}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {view.groups.map((group) => (
          <section key={group.kind} aria-labelledby={`documents-${group.kind}`} data-kind={group.kind}>
            <h3 id={`documents-${group.kind}`} className="font-semibold text-slate-900">
              {group.heading}
            </h3>
            <ul className="mt-2 space-y-2">
              {group.items.map((item) => (
                <li
                  key={item.id}
                  className="flex gap-3 rounded-lg border border-slate-200 p-3"
                  data-testid="product-document"
                >
                  <FileText className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <div className="min-w-0">
                    <a
                      href={item.href}
                      download
                      type="application/pdf"
                      aria-label={item.label}
                      className="font-medium break-words text-brand-800 underline hover:text-brand-900"
                      {...(item.titleLang ? { lang: item.titleLang, dir: directionOf(item.titleLang) } : {})}
                    >
                      {item.title}
                    </a>
                    <p className="mt-1 text-sm text-slate-600">
                      {`PDF · ${item.language} · ${item.size} · `}
                      <time dateTime={item.dateTime}>{item.revised}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {view.sdsOnRequest && (
          <section aria-labelledby="documents-sds-on-request" data-testid="sds-on-request">
            <h3 id="documents-sds-on-request" className="font-semibold text-slate-900">
              {text.kinds["safety-data-sheet"]}
            </h3>
            <p id="documents-sds-hint" className="mt-2 text-sm text-slate-600">
              {text.sdsOnRequestHint}
            </p>
            <AddToQuoteForm
              productId={productId}
              productName={productName}
              note={text.sdsNote}
              buttonLabel={text.sdsOnRequest}
              addedTitle={text.sdsRequested}
              className="mt-2"
              buttonClassName="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            />
          </section>
        )}
      </div>
    </section>
  );
}
