import { Award, Globe2, Layers, TrendingUp, type LucideIcon } from "lucide-react";
import { ABOUT_TEXT } from "~/content/about";
import { useLocale } from "~/lib/i18n/use-locale";

/** One icon per card, in the order of ABOUT_TEXT.why (spec 2.11). */
const ICONS: LucideIcon[] = [TrendingUp, Award, Globe2, Layers];

export function WhyChooseUs() {
  const text = ABOUT_TEXT[useLocale()];
  return (
    <section className="mx-auto max-w-7xl px-4 pb-14" aria-labelledby="why">
      <h2 id="why" className="text-2xl font-bold text-slate-900">
        {text.whyTitle}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="why-cards">
        {text.why.map((card, index) => {
          const Icon = ICONS[index % ICONS.length]!;
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
  );
}
