import { Link } from "react-router";
import { QUOTE_LIST_PASTE_TEXT } from "~/content/quote-list-paste";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import type { PasteResult } from "~/lib/quote-list/paste-schema";
import { PasteListForm } from "./paste-list-form";
import { PastePreview } from "./paste-preview";

/** /quote-list/paste's body (issue 17), an island (paste-islands.ts): the box, or the preview of what was found. */
export function PastePage({ result }: { result?: PasteResult }) {
  const TEXT = QUOTE_LIST_PASTE_TEXT[useLocale()];
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-4xl font-bold text-slate-900">{TEXT.heading}</h1>
      <p className="mt-3 text-lg text-slate-700">{TEXT.intro}</p>
      <div className="mt-8">
        {result?.preview ? (
          <PastePreview result={{ ...result, preview: result.preview }} />
        ) : (
          <PasteListForm defaultText={result?.text} formError={result?.formError} />
        )}
      </div>
      <p className="mt-8">
        <Link to={to("/quote-list")} className="text-brand-700 underline">
          {TEXT.backToList}
        </Link>
      </p>
    </div>
  );
}
