import { LEGAL_UPDATED, type LegalSection } from "~/content/legal";
import { useLocale } from "~/lib/i18n/use-locale";

/** Privacy Policy and Terms of Service share one readable layout. */
export function LegalPage({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{LEGAL_UPDATED[locale]}</p>
      {sections.map((section) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-2xl font-semibold text-slate-900">{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
