import { Award, Clock, Globe2, Headphones } from "lucide-react";
import { QUOTE_FORM_TEXT } from "~/content/forms";
import { QUOTE_BENEFITS } from "~/content/quote";
import type { SubmissionResult } from "~/lib/forms/submission";
import { useLocale } from "~/lib/i18n/use-locale";
import { QuoteForm } from "./quote-form";
import { QuoteLinesSummary, type QuoteLineSummary } from "./quote-lines-summary";

const BENEFIT_ICONS = [Clock, Award, Headphones, Globe2];

/** Spec 2.13: the quote page's body, an island (quote-islands.ts); the route keeps the loader, action and meta. */
export function QuotePage({
  formToken,
  pageResult,
  prefill,
  lines = [],
}: {
  formToken: string;
  pageResult?: SubmissionResult;
  prefill: Record<string, string>;
  /** The visitor's quote list (issue 17), shown read-only above the form and sent with it. */
  lines?: QuoteLineSummary[];
}) {
  const locale = useLocale();
  const text = QUOTE_FORM_TEXT[locale];
  const intro = (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold text-slate-900">{text.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{text.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {QUOTE_BENEFITS[locale].map((benefit, index) => {
          const Icon = BENEFIT_ICONS[index]!;
          return (
            <li key={benefit.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-semibold text-slate-900">{benefit.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
  const withLines = lines.length > 0;
  return (
    <QuoteForm
      formToken={formToken}
      pageResult={pageResult}
      prefill={prefill}
      withLines={withLines}
      intro={
        <>
          {intro}
          <QuoteLinesSummary lines={lines} />
        </>
      }
    />
  );
}
