/**
 * The English home page's suggestion of the Arabic edition (issue 18, decision 130): shown when the browser's
 * Accept-Language ranks Arabic above English, until the visitor dismisses it (a cookie). Never a redirect.
 */

export const ARABIC_SUGGESTION_COOKIE = "arabic_suggestion";
/** The link that dismisses the suggestion without JavaScript (routes/arabic-suggestion.ts sets the cookie). */
export const ARABIC_SUGGESTION_DISMISS_PATH = "/arabic-suggestion/dismiss";
/** A year: the visitor said no, and is not asked again on this browser. */
export const ARABIC_SUGGESTION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function dismissedSuggestionCookie(): string {
  return `${ARABIC_SUGGESTION_COOKIE}=dismissed; Path=/; Max-Age=${ARABIC_SUGGESTION_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The weight (q) the header gives a language ("ar", "ar-QA" both count as "ar"); 0 when it is not named. */
function weightOf(ranges: Array<{ tag: string; q: number }>, language: string): number {
  return Math.max(
    0,
    ...ranges.filter(({ tag }) => tag === language || tag.startsWith(`${language}-`)).map(({ q }) => q),
  );
}

/** RFC 9110 language ranges with their weights; malformed entries are skipped. */
export function languageRanges(header: string | null | undefined): Array<{ tag: string; q: number }> {
  if (!header) return [];
  return header.split(",").flatMap((part) => {
    const [tag = "", ...params] = part.trim().split(";");
    const range = tag.trim().toLowerCase();
    if (!/^([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)$/.test(range)) return [];
    const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    return Number.isFinite(q) && q >= 0 && q <= 1 ? [{ tag: range, q }] : [];
  });
}

/** True when Arabic is wanted and ranked above English ("ar-QA,en;q=0.8" yes; "en,ar;q=0.9" and "fr" no). */
export function prefersArabic(header: string | null | undefined): boolean {
  const ranges = languageRanges(header);
  const arabic = weightOf(ranges, "ar");
  if (arabic === 0) return false;
  const english = weightOf(ranges, "en");
  if (arabic !== english) return arabic > english;
  // Equal weights: the one named first wins, as browsers list the preferred language first.
  const firstOf = (language: string) =>
    ranges.findIndex(({ tag }) => tag === language || tag.startsWith(`${language}-`));
  return firstOf("ar") < firstOf("en");
}

/** Whether the Cookie header carries the dismissal. */
export function suggestionDismissed(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((cookie) => cookie.trim() === `${ARABIC_SUGGESTION_COOKIE}=dismissed`);
}
