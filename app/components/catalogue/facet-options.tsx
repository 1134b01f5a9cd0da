import { FACET_TEXT } from "~/content/catalogue";
import type { FacetOption } from "~/lib/catalogue/facets";

/** A select's options with their counts, "Kitchex (12)"; one that would give no result is disabled unless selected. */
export function FacetOptions({ options }: { options: FacetOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value} disabled={!option.offered}>
      {FACET_TEXT.withCount(option.value, option.count)}
    </option>
  ));
}

/** The select's value: the listed spelling of the selection (a link may write "KITCHEX" for "Kitchex"), or "all". */
export function selectedValue(options: FacetOption[]): string {
  return options.find((option) => option.selected)?.value ?? "";
}
