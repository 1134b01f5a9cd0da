/**
 * GET /api/compare?ids=a,b,c&locale=en|ar (issue 19): the comparison the page shows, as JSON. Unlike the page, which
 * forgives a shared address (it keeps the first four products and says what it left out), the API refuses what it
 * cannot answer exactly: no ids, an entry that is not a product id, or more than COMPARE_MAX products is a 400 with a
 * JSON `message` (in English, like every API message). Ids that name no active product are dropped and listed in
 * `unavailable`, with the page's notice in `notices`.
 */
import { z } from "zod";
import type { Db } from "~server/db/client";
import { fieldErrors } from "~/lib/forms/fields";
import { LOCALES, type Locale } from "~/lib/i18n/locale";
import { COMPARE_MAX, splitIds } from "~/lib/compare/compare-address";
import type { Comparison } from "~/lib/compare/comparison-table";
import { COMPARE_TEXT } from "~/content/compare";
import { readComparison } from "./read-comparison";

const IDS_REQUIRED = `ids is required: 1 to ${COMPARE_MAX} product ids separated by commas.`;

const compareQuerySchema = z.object({
  ids: z.union([z.string(), z.array(z.string())], { error: IDS_REQUIRED }).transform((value, context) => {
    const { ids, malformed } = splitIds([value].flat());
    if (malformed > 0) context.addIssue({ code: "custom", message: "Every entry of ids must be a product id." });
    else if (ids.length === 0) context.addIssue({ code: "custom", message: IDS_REQUIRED });
    else if (ids.length > COMPARE_MAX)
      context.addIssue({ code: "custom", message: `At most ${COMPARE_MAX} products can be compared at once.` });
    return ids;
  }),
  locale: z.enum(LOCALES, { message: `locale must be one of: ${LOCALES.join(", ")}.` }).default("en"),
});

export interface CompareApiBody extends Comparison {
  locale: Locale;
  /** The page's notice about `unavailable`, in the asked language. */
  notices: string[];
}

export type CompareApiAnswer =
  { status: 200; body: CompareApiBody } | { status: 400; body: { message: string; errors: Record<string, string[]> } };

export async function compareApiAnswer(db: Db, query: unknown): Promise<CompareApiAnswer> {
  const parsed = compareQuerySchema.safeParse(query);
  if (!parsed.success)
    return { status: 400, body: { message: parsed.error.issues[0]!.message, errors: fieldErrors(parsed.error) } };
  const { ids, locale } = parsed.data;
  const comparison = await readComparison(db, ids, locale);
  const notices = comparison.unavailable.length
    ? [COMPARE_TEXT[locale].unavailable(comparison.unavailable.length)]
    : [];
  return { status: 200, body: { locale, ...comparison, notices } };
}
