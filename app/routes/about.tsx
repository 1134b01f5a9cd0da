import { Award, Globe2, Layers, TrendingUp } from "lucide-react";
import { ServiceCards } from "~/components/home/services";
import { ABOUT_TEXT } from "~/content/company";
import { DEFAULT_SITE_CONFIG } from "~/content/site-config";
import type { Route } from "./+types/about";
import { pageMeta } from "~/lib/seo";
import { useSiteConfig } from "~/lib/use-site-config";

export function meta({ matches }: Route.MetaArgs) {
  const country = (matches[0]?.data as { site?: { country: string } } | undefined)?.site?.country ?? DEFAULT_SITE_CONFIG.country;
  return pageMeta({ title: ABOUT_TEXT.title, description: ABOUT_TEXT.metaDescription(country) });
}

const WHY_ICONS = [TrendingUp, Award, Globe2, Layers];

export default function AboutPage() {
  const site = useSiteConfig();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="text-4xl font-bold">{ABOUT_TEXT.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">{ABOUT_TEXT.intro(site.country)}</p>
        </div>
      </section>
      <section className="mx-auto max-w-3xl px-4 py-14" aria-labelledby="story">
        <h2 id="story" className="text-2xl font-bold text-slate-900">{ABOUT_TEXT.storyTitle}</h2>
        {ABOUT_TEXT.story.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">{paragraph}</p>
        ))}
      </section>
      <section id="services" className="scroll-mt-24 bg-slate-50" aria-labelledby="services-title">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="services-title" className="text-2xl font-bold text-slate-900">{ABOUT_TEXT.servicesTitle}</h2>
          <div className="mt-8"><ServiceCards /></div>
        </div>
      </section>
      <section className="mx-auto max-w-3xl px-4 py-14 text-center" aria-labelledby="mission">
        <h2 id="mission" className="text-2xl font-bold text-slate-900">{ABOUT_TEXT.missionTitle}</h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{ABOUT_TEXT.mission}</p>
      </section>
      <section className="mx-auto max-w-7xl px-4 pb-14" aria-labelledby="why">
        <h2 id="why" className="text-2xl font-bold text-slate-900">{ABOUT_TEXT.whyTitle}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="why-cards">
          {ABOUT_TEXT.why.map((card, index) => {
            const Icon = WHY_ICONS[index]!;
            return (
              <li key={card.title} className="rounded-xl border border-slate-200 p-6">
                <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{card.text}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="bg-slate-50" aria-labelledby="timeline">
        <div className="mx-auto max-w-3xl px-4 py-14">
          <h2 id="timeline" className="text-2xl font-bold text-slate-900">{ABOUT_TEXT.timelineTitle}</h2>
          <ol className="mt-8 space-y-6 border-s-2 border-brand-600 ps-6" data-testid="timeline">
            {ABOUT_TEXT.timeline.map((step) => (
              <li key={`${step.year}-${step.title}`}>
                <p className="text-sm font-bold text-brand-700">{step.year}</p>
                <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
