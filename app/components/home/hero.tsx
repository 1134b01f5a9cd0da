import { Link } from "react-router";
import { COMPANY_TEXT, HOME_TEXT } from "~/content/company";
import { useSiteConfig } from "~/lib/use-site-config";
import { HERO_ANIMATION_SRC, HERO_POSTER_SRC } from "./hero-media";

/**
 * Spec 2.3 hero. The "video" is a small animated SVG of a scrubber-dryer (2 KB, CSS animation) behind the text, inlined
 * with its still poster (hero-media.ts) so nothing waits on the network; nothing can fail to autoplay, and visitors who
 * prefer reduced motion get the poster only.
 */
export function Hero() {
  const site = useSiteConfig();
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <picture>
        <source srcSet={HERO_POSTER_SRC} media="(prefers-reduced-motion: reduce)" />
        <img
          src={HERO_ANIMATION_SRC}
          alt={HOME_TEXT.heroImageAlt}
          width={1200}
          height={600}
          fetchPriority="high"
          style={{ backgroundImage: `url("${HERO_POSTER_SRC}")` }}
          className="absolute inset-0 -z-10 h-full w-full bg-cover bg-center object-cover opacity-60"
        />
      </picture>
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/70 to-transparent rtl:bg-gradient-to-l" />
      <div className="mx-auto max-w-7xl px-4 py-20 md:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{HOME_TEXT.heroEyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight md:text-6xl">{HOME_TEXT.heroTitle}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50 md:text-xl">{COMPANY_TEXT.leading(site.country)}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={HOME_TEXT.exploreSolutions.href}
            className="rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {HOME_TEXT.exploreSolutions.label}
          </Link>
          <Link
            to={HOME_TEXT.expertConsultation.href}
            className="rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            {HOME_TEXT.expertConsultation.label}
          </Link>
        </div>
        <dl className="mt-12 flex flex-wrap gap-4">
          {HOME_TEXT.heroStats.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-white/10 px-6 py-4 backdrop-blur">
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="text-3xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
