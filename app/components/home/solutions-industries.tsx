import { Link } from "react-router";
import { HOME_TEXT } from "~/content/company";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { delayedScrollLinkProps } from "~/lib/scroll-to-top";
import { ServiceCards } from "./services";

/** Spec 2.3 "Solutions & Industries": the three services and the call to action. */
export function SolutionsIndustries() {
  const text = HOME_TEXT[useLocale()];
  const to = useLocalizedPath();
  return (
    <section className="py-16" aria-labelledby="solutions-title">
      <div className="mx-auto max-w-7xl px-4">
        <div className="text-center">
          <h2 id="solutions-title" className="text-3xl font-bold text-slate-900">
            {text.solutionsTitle}
          </h2>
          <p className="mt-2 text-slate-700">{text.solutionsSubtitle}</p>
        </div>
        <div className="mt-10">
          <ServiceCards />
        </div>
        <div className="mt-12 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 rtl:bg-gradient-to-l p-10 text-center text-white">
          <h3 className="text-2xl font-bold">{text.ctaTitle}</h3>
          <p className="mt-2 text-brand-50">{text.ctaText}</p>
          <Link
            to={to("/contact")}
            data-testid="button-schedule-consultation"
            {...delayedScrollLinkProps}
            className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {text.ctaButton}
          </Link>
        </div>
      </div>
    </section>
  );
}
