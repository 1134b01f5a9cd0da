/** Fixed texts and option lists of the back-office inquiry inbox. */
import type { Locale } from "~/lib/i18n/locale";
import { CONTACT_CATEGORIES, QUOTE_PRODUCT_CATEGORIES } from "./options";

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;
export const INBOX_DEFAULT_PAGE_SIZE = 25;

/** The category filter covers the contact form's categories and the quote form's product categories. */
/** Longest internal note or status-change note, in characters. */
export const INQUIRY_NOTE_MAX_LENGTH = 5000;

export const INBOX_CATEGORY_OPTIONS: readonly string[] = [...CONTACT_CATEGORIES, ...QUOTE_PRODUCT_CATEGORIES];

export const INQUIRY_KIND_LABELS = { contact: "Contact", quote: "Quote" } as const;

/**
 * The edition a request was sent from (issue 18), as staff read it: the inbox's column, filter and detail, the CSV
 * export and the sales emails. English names, like the rest of the back office.
 */
export const INQUIRY_LOCALE_LABELS = { en: "English", ar: "Arabic" } as const satisfies Record<Locale, string>;

/** The inbox's filter by the latest quotation (issue 17) and its list orders (decision 125). */
export const QUOTATION_FILTER_LABELS = {
  awaiting: "Awaiting buyer",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
} as const;

export const INBOX_SORT_LABELS = {
  newest: "Newest first",
  oldest: "Oldest first",
  due: "Answer due (most overdue first)",
} as const;

/**
 * Time zone and calling code per country the company may run in (SITE_COUNTRY). The inbox's date filter counts whole days
 * in the company's time zone, and a local phone number without a country code gets the company's code for WhatsApp.
 */
const GULF_COUNTRIES: Record<string, { timeZone: string; callingCode: string }> = {
  qatar: { timeZone: "Asia/Qatar", callingCode: "974" },
  "united arab emirates": { timeZone: "Asia/Dubai", callingCode: "971" },
  uae: { timeZone: "Asia/Dubai", callingCode: "971" },
  "saudi arabia": { timeZone: "Asia/Riyadh", callingCode: "966" },
  kuwait: { timeZone: "Asia/Kuwait", callingCode: "965" },
  bahrain: { timeZone: "Asia/Bahrain", callingCode: "973" },
  oman: { timeZone: "Asia/Muscat", callingCode: "968" },
};

const FALLBACK_COUNTRY = { timeZone: "Asia/Dubai", callingCode: "971" };

export function companyLocale(country: string): { timeZone: string; callingCode: string } {
  return GULF_COUNTRIES[country.trim().toLowerCase()] ?? FALLBACK_COUNTRY;
}

export const INBOX_TEXT = {
  title: "Inquiries",
  empty: "No inquiries match these filters.",
  emptyInbox: "No inquiries yet. Contact and quote requests from the website appear here.",
  export: "Export CSV",
  mailSubject: (reference: string) => `Your inquiry ${reference}`,
  whatsappGreeting: (name: string, reference: string) => `Hello ${name}, this is about your inquiry ${reference}.`,
  conflict: (current: string) =>
    `Someone else changed this inquiry meanwhile; it is now ${current}. Check the history and try again.`,
  notFound: "No inquiry with this id.",
} as const;
