import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { QUOTE_FORM_TEXT } from "~/content/forms";
import { QUOTE_REQUEST_TEXT } from "~/content/quote-request";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";

/**
 * Spec 2.13: replaces the page after a successful quote request, until the visitor leaves. On /quote-list, below the
 * page's own heading, its title is a second-level heading.
 */
export function QuoteConfirmation({
  reference,
  privateUrl,
  headingLevel = 1,
}: {
  reference: string;
  privateUrl?: string;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = QUOTE_FORM_TEXT[locale];
  const requestText = QUOTE_REQUEST_TEXT[locale];
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="quote-confirmation">
      <CheckCircle2 className="mx-auto h-16 w-16 text-accent-700" aria-hidden="true" />
      <Heading className="mt-4 text-3xl font-bold text-slate-900">{text.confirmationTitle}</Heading>
      <p className="mt-2 font-semibold text-brand-800" data-testid="quote-reference">
        {text.reference(reference)}
      </p>
      {privateUrl && (
        <div className="mt-4">
          {/* A plain anchor: the private page is its own document (no-referrer, no-store), not a client navigation. */}
          <a
            href={privateUrl}
            rel="noreferrer"
            className="font-semibold text-brand-700 underline hover:text-brand-800"
            data-testid="quote-private-link"
          >
            {requestText.followLink}
          </a>
          <p className="mt-1 text-sm text-slate-700">{requestText.followHint}</p>
        </div>
      )}
      <ul className="mx-auto mt-8 max-w-md space-y-3 text-start">
        {text.confirmationChecks.map((line) => (
          <li key={line} className="flex gap-3 text-slate-700">
            <CheckCircle2 className="h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <Link
        to={to("/")}
        className="mt-10 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {text.returnHome}
      </Link>
    </div>
  );
}
