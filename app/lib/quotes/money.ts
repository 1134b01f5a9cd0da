/**
 * Amounts and dates on the private quote page and its print layout (issue 17). Amounts arrive as the database's numeric
 * text ("1234.5", "1234.50"); they are formatted from their digits, never through floating point.
 */
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

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2026-12-25" → "25 December 2026" (a calendar date, no time zone involved). */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not a date: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
