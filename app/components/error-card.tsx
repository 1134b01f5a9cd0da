import { Link } from "react-router";
import { ERROR_CARD_TEXT } from "~/content/error-cards";
import { errorKind, errorPageText } from "~/lib/error-page-text";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";

/** Shown for an error other than 404 (the details are in the server log, never on the page). */
export function ErrorCard({ error }: { error?: unknown }) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = errorPageText(error, locale);
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{text.title}</h1>
        <p className="mt-2 text-sm text-slate-700">{ERROR_CARD_TEXT[locale][errorKind(error)]}</p>
        <Link to={to("/")} className="mt-6 inline-block font-medium text-brand-700 underline">
          {ERROR_CARD_TEXT[locale].home}
        </Link>
      </div>
    </div>
  );
}
