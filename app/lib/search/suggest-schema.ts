/**
 * The query of GET /api/search/suggest (issue 15): q, trimmed, 1 to SEARCH_MAX_LENGTH characters, and the edition whose
 * names the suggestions show (issue 18; English by default); other parameters are ignored.
 */
import { z } from "zod";
import { SUGGEST_API_TEXT } from "~/content/search";
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/catalogue-filter";
import { LOCALES } from "~/lib/i18n/locale";

export const suggestRequestSchema = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? SUGGEST_API_TEXT.missing : SUGGEST_API_TEXT.notText) })
    .trim()
    .min(1, SUGGEST_API_TEXT.missing)
    .max(SEARCH_MAX_LENGTH, SUGGEST_API_TEXT.tooLong(SEARCH_MAX_LENGTH)),
  locale: z.enum(LOCALES, SUGGEST_API_TEXT.locale).default("en"),
});

export type SuggestRequest = z.infer<typeof suggestRequestSchema>;
