import { CompanyTimeline } from "~/components/about/company-timeline";
import { WhyChooseUs } from "~/components/about/why-choose-us";
import { ServiceCards } from "~/components/home/services";
import { ABOUT_TEXT } from "~/content/about";
import { siteTextIn } from "~/content/site-config";
import { useLocale } from "~/lib/i18n/use-locale";
import { useSiteConfig } from "~/lib/use-site-config";

/**
 * Spec 2.11: story, services (#services, linked from the footer), mission, Why Choose Us and the timeline. The page's
 * body, an island (about-islands.ts); the route module keeps the meta.
 */
export function AboutPage() {
  const locale = useLocale();
  const text = ABOUT_TEXT[locale];
  const { country } = siteTextIn(useSiteConfig(), locale);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 rtl:bg-gradient-to-bl text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="text-4xl font-bold">{text.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">{text.intro(country)}</p>
        </div>
      </section>
      <section className="mx-auto max-w-3xl px-4 py-14" aria-labelledby="story">
        <h2 id="story" className="text-2xl font-bold text-slate-900">
          {text.storyTitle}
        </h2>
        {text.story.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>
      <section id="services" className="scroll-mt-24 bg-slate-50" aria-labelledby="services-title">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="services-title" className="text-2xl font-bold text-slate-900">
            {text.servicesTitle}
          </h2>
          <div className="mt-8">
            <ServiceCards />
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-3xl px-4 py-14 text-center" aria-labelledby="mission">
        <h2 id="mission" className="text-2xl font-bold text-slate-900">
          {text.missionTitle}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{text.mission}</p>
      </section>
      <WhyChooseUs />
      <CompanyTimeline />
    </>
  );
}
