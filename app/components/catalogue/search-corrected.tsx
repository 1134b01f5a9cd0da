import { FACET_TEXT } from "~/content/catalogue";
import { useLocale } from "~/lib/i18n/use-locale";
import type { QueryPart } from "~/lib/search/corrected-query";

/** "Showing results for scrubber dryer" when the search read a typed word as another (issue 15); corrected words bold. */
export function SearchCorrected({ parts }: { parts: QueryPart[] }) {
  const locale = useLocale();
  if (!parts.some((part) => part.corrected)) return null;
  return (
    <p className="text-sm text-slate-800" data-testid="text-search-corrected">
      {FACET_TEXT[locale].showingResultsFor}{" "}
      {parts.map((part, index) =>
        part.corrected ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}
