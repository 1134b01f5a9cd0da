import { PARTNER_LOGOS } from "~/content/brands";
import { HOME_TEXT } from "~/content/company";
import { ResponsiveImage } from "~/components/images/responsive-image";

/**
 * Spec 2.3 partners: the marquee of the 10 static partner logos (one cycle 60 s, paused on hover and for reduced
 * motion), server-rendered at once (decision 107: the brand request and its skeleton strip only delayed it). Names and
 * descriptions are always in the page for screen readers and search engines.
 */
export function Partners() {
  return (
    <section className="bg-white py-16" aria-labelledby="partners-title">
      <div className="mx-auto max-w-7xl px-4 text-center">
        <h2 id="partners-title" className="text-3xl font-bold text-slate-900">
          {HOME_TEXT.partnersTitle}
        </h2>
        <p className="mt-2 text-slate-700">{HOME_TEXT.partnersSubtitle}</p>
        <ul className="sr-only" data-testid="partner-list">
          {PARTNER_LOGOS.map((logo) => (
            <li key={logo.name}>
              {logo.name}: {logo.description}
            </li>
          ))}
        </ul>
        <div className="mt-10 h-20 motion-reduce:h-auto" aria-hidden="true">
          <Marquee />
        </div>
        <dl className="mt-10 flex justify-center gap-12">
          {HOME_TEXT.partnerStats.map((stat) => (
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
 * right, so the same keyframes work in the Arabic edition. With reduced motion it stands still and
 * wraps, one copy of each logo.
 */
function Marquee() {
  return (
    <div dir="ltr" className="group overflow-hidden" data-testid="partner-marquee">
      <ul className="flex w-max animate-[marquee_60s_linear_infinite] gap-8 group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center">
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
