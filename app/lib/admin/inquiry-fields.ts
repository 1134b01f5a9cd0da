/** What a visitor sent with an inquiry, as staff read it: one shape for the detail page and the CSV export. */
import { INQUIRY_LOCALE_LABELS } from "~/content/admin-inbox";

/** The request's language as staff read it ("Arabic"); a value this build does not know is shown as stored. */
export function localeLabel(locale: string): string {
  return INQUIRY_LOCALE_LABELS[locale as keyof typeof INQUIRY_LOCALE_LABELS] ?? locale;
}

export interface InquiryVisitorFields {
  reference: string | null;
  kind: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  category: string;
  industry: string | null;
  productCategory: string | null;
  projectSize: string | null;
  timeline: string | null;
  message: string;
  /** The edition the request was sent from: "en" or "ar" (issue 18). */
  locale: string;
}
