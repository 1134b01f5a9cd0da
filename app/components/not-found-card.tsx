import { AlertCircle } from "lucide-react";
import { Link } from "react-router";
import { ERROR_CARD_TEXT } from "~/content/error-cards";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";

/** Spec 2.15: the card every unknown path shows (with HTTP 404); /ar/… addresses get it in Arabic. */
export function NotFoundCard() {
  const text = ERROR_CARD_TEXT[useLocale()].notFound;
  const to = useLocalizedPath();
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
        </div>
        <p className="text-sm text-slate-700">{text.text}</p>
        <Link to={to("/")} className="mt-6 inline-block font-medium text-brand-700 underline">
          {text.home}
        </Link>
      </div>
    </div>
  );
}
