/** The optional fields a quote request adds (issue 17): shared by the quote form and POST /api/inquiries. */
import { FIELD_MESSAGES } from "~/content/forms";
import { QUOTE_REQUEST_MESSAGES } from "~/content/quote-request";
import type { Locale } from "~/lib/i18n/locale";
import { qatarToday } from "~/lib/quotes/buyer-status";
import { fieldsIn } from "./fields";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date, YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The optional fields a quote request adds (issue 17), with one edition's messages. */
export function quoteExtraFieldsIn(locale: Locale) {
  const { optionalText } = fieldsIn(FIELD_MESSAGES[locale]);
  const messages = QUOTE_REQUEST_MESSAGES[locale];
  return {
    poReference: optionalText(100),
    /** "Needed by" (issue 17): optional; a date, today or later in Qatar. Blank is absent. */
    neededBy: optionalText(10)
      .refine((value) => value === undefined || isCalendarDate(value), messages.neededByInvalid)
      .refine((value) => value === undefined || value >= qatarToday(), messages.neededByPast),
    deliveryCity: optionalText(100),
  };
}

/** The English set, for POST /api/inquiries (the JSON API answers in English). */
export const quoteExtraFields = quoteExtraFieldsIn("en");
