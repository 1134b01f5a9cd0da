import { ABOUT_TEXT } from "~/content/about";
import { useLocale } from "~/lib/i18n/use-locale";

/** Spec 2.11 milestones, drawn on the inline-start edge so the line follows the reading direction. */
export function CompanyTimeline() {
  const text = ABOUT_TEXT[useLocale()];
  return (
    <section className="bg-slate-50" aria-labelledby="timeline">
      <div className="mx-auto max-w-3xl px-4 py-14">
        <h2 id="timeline" className="text-2xl font-bold text-slate-900">
          {text.timelineTitle}
        </h2>
        <ol className="mt-8 space-y-6 border-s-2 border-brand-600 ps-6" data-testid="timeline">
          {text.timeline.map((step) => (
            <li key={`${step.year}-${step.title}`}>
              <p className="text-sm font-bold text-brand-700">{step.year}</p>
              <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
