/**
 * Amounts and dates on the private quote page and its print layout (issue 17). Amounts arrive as the database's numeric
 * text ("1234.5", "1234.50"); they are formatted from their digits, never through floating point. Both editions write
 * "QAR 1,234.50" with Western digits (decision 140); the Arabic page isolates it as left-to-right text.
 */
import { INTL_LOCALE, type Locale } from "~/lib/i18n/locale";

export const CURRENCY = "QAR";

/** "QAR 1,234.50"; negative amounts as "-QAR 12.00". Rounds half up to two places. */
export function formatQar(amount: string | number): string {
  const text = typeof amount === "number" ? amount.toFixed(3) : amount.trim();
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${String(amount)}`);
  const [, sign = "", whole = "0", fraction = ""] = match;
  const thousandths = BigInt(whole + `${fraction}000`.slice(0, 3));
  const cents = (thousandths + 5n) / 10n;
  const units = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = (cents % 100n).toString().padStart(2, "0");
  const negative = sign === "-" && cents !== 0n;
  return `${negative ? "-" : ""}${CURRENCY} ${units}.${rest}`;
}

/** One formatter per edition: building one costs far more than using it. */
const DATE_FORMATS = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "2026-12-25" → "25 December 2026" in English, "25 ديسمبر 2026" in Arabic (Western digits, INTL_LOCALE): a calendar
 * date, the same in every time zone.
 */
export function formatIsoDate(isoDate: string, locale: Locale = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== isoDate) throw new Error(`Not a date: ${isoDate}`);
  let format = DATE_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    DATE_FORMATS.set(locale, format);
  }
  return format.format(date);
}
