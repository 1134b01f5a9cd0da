import { Link } from "react-router";
import { HOME_TEXT } from "~/content/company";
import { COMPANY_TEXT } from "~/content/company-facts";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { useSiteConfig } from "~/lib/use-site-config";
import { siteTextIn } from "~/content/site-config";
import { delayedScrollLinkProps } from "~/lib/scroll-to-top";
import { ResponsiveImage } from "~/components/images/responsive-image";

/** Spec 2.3 about block. */
export function AboutBlock() {
  const site = useSiteConfig();
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = HOME_TEXT[locale];
  const company = COMPANY_TEXT[locale];
  return (
    <section className="bg-slate-50 py-16" aria-labelledby="about-title">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
        <div>
          <h2 id="about-title" className="text-3xl font-bold text-slate-900">
            {text.aboutTitle}
          </h2>
          <p className="mt-4 text-lg text-slate-800">
            {company.leading(siteTextIn(site, locale).country)}. {company.partnering}
          </p>
          <p className="mt-4 text-slate-700">{text.aboutText}</p>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            <div data-testid="stat-established" className="rounded-xl bg-white p-5 shadow-sm">
              <dt className="text-sm text-slate-600">{text.established.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{text.established.value}</dd>
            </div>
            <div data-testid="stat-brands" className="rounded-xl bg-white p-5 shadow-sm">
              <dt className="text-sm text-slate-600">{text.brandsStat.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{text.brandsStat.value}</dd>
            </div>
          </dl>
          <Link
            to={to("/about")}
            data-testid="button-learn-more"
            {...delayedScrollLinkProps}
            className="mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {text.learnMore}
          </Link>
        </div>
        <ResponsiveImage
          src="/media/showroom.svg"
          alt={text.showroomAlt}
          width={800}
          height={560}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="h-auto w-full rounded-xl shadow-md"
        />
      </div>
    </section>
  );
}
