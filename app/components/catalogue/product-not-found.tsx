import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { PRODUCT_DETAIL_TEXT } from "~/content/catalogue";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";

/** Spec 2.6 / 8: an unknown or malformed product id (answered with HTTP 404). */
export function ProductNotFound() {
  const text = PRODUCT_DETAIL_TEXT[useLocale()];
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <SearchX className="mx-auto h-12 w-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{text.notFoundTitle}</h1>
      <p className="mt-2 text-slate-700">{text.notFoundText}</p>
      <Link
        to={to("/products")}
        className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {text.browseAll}
      </Link>
    </div>
  );
}
