import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { FACET_TEXT } from "~/content/catalogue";
import type { FacetOption } from "~/lib/catalogue/facets";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";

export interface FacetLinkGroup {
  key: string;
  label: string;
  options: FacetOption[];
  /** Where choosing an option goes: the same view with that refinement (an English-edition address). */
  href: (value: string) => string;
  /** The option's shown name (a category's in the page's edition); its value stays the stored one. */
  display?: (value: string) => string;
}

const PILL = "inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm";

/**
 * "Refine results" (issue 15): each option with its count as a plain link, server-rendered, so one click refines the list
 * without JavaScript. An option that would give no result is dimmed text, not a link (role="link" with aria-disabled, so
 * a screen reader still hears it and that it is unavailable); the selected one is marked current. Small screens fold the
 * list into a disclosure; from md up it is always shown (its content box is made visible even while closed).
 */
export function FacetLinks({ groups, summary }: { groups: FacetLinkGroup[]; summary: string }) {
  const id = useId();
  const text = FACET_TEXT[useLocale()];
  const to = useLocalizedPath();
  const shown = groups.filter((group) => group.options.length > 0);
  // Nothing left to refine to (no result at all): the list would be only dimmed options.
  if (!shown.some((group) => group.options.some((option) => option.offered && !option.selected))) return null;
  return (
    <nav aria-label={text.refine} data-testid="facet-links">
      <details className="group rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm md:details-content:[content-visibility:visible]">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold text-slate-900 md:hidden [&::-webkit-details-marker]:hidden">
          {summary}
          <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <div className="mt-3 space-y-3 md:mt-0">
          {shown.map((group) => (
            <div key={group.key} className="flex flex-col gap-1.5 sm:flex-row sm:items-baseline sm:gap-3">
              <span id={`${id}-${group.key}`} className="w-28 shrink-0 text-sm font-medium text-slate-700">
                {group.label}
              </span>
              <ul aria-labelledby={`${id}-${group.key}`} className="flex flex-wrap gap-2">
                {group.options.map((option) => (
                  <li key={option.value}>
                    <FacetLink
                      option={option}
                      label={text.withCount(group.display?.(option.value) ?? option.value, option.count)}
                      href={to(group.href(option.value))}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </nav>
  );
}

function FacetLink({ option, label: text, href }: { option: FacetOption; label: string; href: string }) {
  if (option.selected)
    return (
      <span aria-current="true" className={`${PILL} border-brand-700 bg-brand-700 font-semibold text-white`}>
        {text}
      </span>
    );
  if (!option.offered)
    return (
      <a
        role="link"
        aria-disabled="true"
        className={`${PILL} cursor-not-allowed border-dashed border-slate-300 text-slate-500`}
      >
        {text}
      </a>
    );
  return (
    <Link
      to={href}
      preventScrollReset
      className={`${PILL} border-slate-300 text-slate-800 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800`}
    >
      {text}
    </Link>
  );
}
