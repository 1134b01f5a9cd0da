/** The optional fields a quote request adds (issue 17): shared by the quote form and POST /api/inquiries. */
import { optionalText } from "./fields";
import { QUOTE_REQUEST_MESSAGES } from "~/content/quote-request";
import { qatarToday } from "~/lib/quotes/buyer-status";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date, YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "Needed by" (issue 17): optional; a date, today or later in Qatar. Blank is absent. */
export const neededByField = optionalText(10)
  .refine((value) => value === undefined || isCalendarDate(value), QUOTE_REQUEST_MESSAGES.neededByInvalid)
  .refine((value) => value === undefined || value >= qatarToday(), QUOTE_REQUEST_MESSAGES.neededByPast);

/** The optional fields a quote request adds (issue 17), shared by the form and POST /api/inquiries. */
export const quoteExtraFields = {
  poReference: optionalText(100),
  neededBy: neededByField,
  deliveryCity: optionalText(100),
};
