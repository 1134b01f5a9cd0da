import { PARTNER_LOGOS } from "~/content/brands";
import { HOME_TEXT } from "~/content/company";
import { ResponsiveImage } from "~/components/images/responsive-image";
import { useLocale } from "~/lib/i18n/use-locale";

/**
 * Spec 2.3 partners: the marquee of the 10 static partner logos (one cycle 60 s, paused on hover and for reduced
 * motion), server-rendered at once (decision 107: the brand request and its skeleton strip only delayed it). Names and
 * descriptions are always in the page for screen readers and search engines.
 */
export function Partners() {
  const locale = useLocale();
  const text = HOME_TEXT[locale];
  return (
    <section className="bg-white py-16" aria-labelledby="partners-title">
      <div className="mx-auto max-w-7xl px-4 text-center">
        <h2 id="partners-title" className="text-3xl font-bold text-slate-900">
          {text.partnersTitle}
        </h2>
        <p className="mt-2 text-slate-700">{text.partnersSubtitle}</p>
        <ul className="sr-only" data-testid="partner-list">
          {PARTNER_LOGOS.map((logo) => (
            <li key={logo.name}>
              {logo.name}: {locale === "ar" ? logo.descriptionAr : logo.description}
            </li>
          ))}
        </ul>
        <div className="mt-10 h-20 motion-reduce:h-auto" aria-hidden="true">
          <Marquee reverse={locale === "ar"} />
        </div>
        <dl className="mt-10 flex justify-center gap-12">
          {text.partnerStats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/**
 * Two copies of the list slide by one copy's width per cycle (keyframes `marquee` in app.css). Always laid out left to
 * right, so the same keyframes serve both editions: in Arabic the animation runs backwards, so the logos enter at the
 * line's end and move towards its start, as in English but mirrored (left to right). With reduced motion it stands still
 * and wraps, one copy of each logo.
 */
function Marquee({ reverse }: { reverse: boolean }) {
  return (
    <div
      dir="ltr"
      className="group overflow-hidden"
      data-testid="partner-marquee"
      data-direction={reverse ? "reverse" : "normal"}
    >
      <ul
        className={`flex w-max animate-[marquee_60s_linear_infinite] gap-8 ${reverse ? "[animation-direction:reverse]" : ""} group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center`}
      >
        {[...PARTNER_LOGOS, ...PARTNER_LOGOS].map((logo, index) => (
          <li
            key={`${logo.name}-${index}`}
            className={`shrink-0 ${index >= PARTNER_LOGOS.length ? "motion-reduce:hidden" : ""}`}
          >
            <ResponsiveImage src={logo.url} alt="" title={logo.name} width={240} height={80} className="h-20 w-60" />
          </li>
        ))}
      </ul>
    </div>
  );
}
