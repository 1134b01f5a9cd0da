import { QUOTE_REQUEST_TEXT } from "~/content/quote-request";
import { useLocale } from "~/lib/i18n/use-locale";

/** A line of the visitor's quote list as /get-quote shows it above the form (read-only). */
export interface QuoteLineSummary {
  productId: string;
  name: string;
  serialNumber: string | null;
  quantity: number;
  note: string | null;
}

/** Issue 17: the products the request will carry, read-only; they are changed on /quote-list. */
export function QuoteLinesSummary({ lines }: { lines: QuoteLineSummary[] }) {
  const text = QUOTE_REQUEST_TEXT[useLocale()];
  if (lines.length === 0) return null;
  const headings = text.lineHeadings;
  return (
    <section className="mx-auto max-w-3xl px-4 pb-8" aria-labelledby="quote-lines-title" data-testid="quote-lines">
      <h2 id="quote-lines-title" className="text-xl font-semibold text-slate-900">
        {text.linesTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{text.linesCaption}</p>
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2 text-start font-medium">
                {headings.name}
              </th>
              <th scope="col" className="px-4 py-2 text-start font-medium">
                {headings.code}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {headings.quantity}
              </th>
              <th scope="col" className="px-4 py-2 text-start font-medium">
                {headings.note}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.productId} className="border-t border-slate-200" data-testid="quote-line">
                <td className="px-4 py-2 text-slate-900">{line.name}</td>
                <td className="px-4 py-2 font-mono text-slate-700">{line.serialNumber ?? text.noCode}</td>
                <td className="px-4 py-2 text-end text-slate-900">{line.quantity}</td>
                <td className="px-4 py-2 text-slate-700">{line.note ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
