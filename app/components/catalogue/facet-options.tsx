import { FACET_TEXT } from "~/content/catalogue";
import type { FacetOption } from "~/lib/catalogue/facets";
import { useLocale } from "~/lib/i18n/use-locale";

/** A select's options with their counts, "Kitchex (12)"; one that would give no result is disabled unless selected. */
export function FacetOptions({
  options,
  display = (value) => value,
}: {
  options: FacetOption[];
  /** The option's shown name (a category's in the page's edition); its value stays the stored one. */
  display?: (value: string) => string;
}) {
  const text = FACET_TEXT[useLocale()];
  return options.map((option) => (
    <option key={option.value} value={option.value} disabled={!option.offered}>
      {text.withCount(display(option.value), option.count)}
    </option>
  ));
}

/** The select's value: the listed spelling of the selection (a link may write "KITCHEX" for "Kitchex"), or "all". */
export function selectedValue(options: FacetOption[]): string {
  return options.find((option) => option.selected)?.value ?? "";
}
