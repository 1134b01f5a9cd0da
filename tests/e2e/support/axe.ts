/**
 * axe-core in the browser tests: one configuration for every spec. Legacy mode runs axe.run in the page itself (the
 * site has no cross-origin frames to reach), and only violations carry their nodes back: the default mode opens a
 * second page to merge results and ships every passing node across, five times the work on a catalogue page, which on
 * a loaded 2-core CI machine took a single check past 30 s.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA with axe's best practices: the site's promise (spec: accessibility). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export function axeBuilder(page: Page, tags: readonly string[] = AXE_TAGS): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags([...tags])
    .options({ resultTypes: ["violations"] });
}

/** Each violation as "rule: first three targets", so a failure names what to fix; [] when the page passes. */
export async function axeViolations(
  page: Page,
  options: { tags?: readonly string[]; include?: string } = {},
): Promise<string[]> {
  const builder = axeBuilder(page, options.tags);
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}
