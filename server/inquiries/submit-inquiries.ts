/** Stores the two forms' submissions (spec 3.2, 7.2): contact inquiries as they are, quotes with every field in its column. */
import type { Db } from "~server/db/client";
import type { ContactForm } from "~/lib/forms/contact-schema";
import { quoteMessage, type QuoteForm } from "~/lib/forms/quote-schema";
import { QUOTE_REQUEST_CATEGORY } from "~/content/options";
import type { MailEnv } from "~server/mail/mail-settings";
import type { Locale } from "~/lib/i18n/locale";
import { createInquiry, type QuoteRequestExtras } from "./create-inquiry";

/** `locale`: the edition the form was sent from (issue 18), stored with the request. */
export function storeContactInquiry(db: Db, contact: ContactForm, env: MailEnv, locale: Locale) {
  return createInquiry(db, { ...contact, kind: "contact", locale }, env);
}

/** The quote form's fields; the issue-17 extras (PO or reference, needed by, delivery city) may be absent. */
export type QuoteRequestInput = Omit<QuoteForm, "poReference" | "neededBy" | "deliveryCity"> &
  Partial<Pick<QuoteForm, "poReference" | "neededBy" | "deliveryCity">>;

export function storeQuoteRequest(
  db: Db,
  quote: QuoteRequestInput,
  env: MailEnv,
  locale: Locale,
  extras: QuoteRequestExtras = {},
) {
  return createInquiry(
    db,
    {
      kind: "quote",
      firstName: quote.firstName,
      lastName: quote.lastName,
      email: quote.email,
      phone: quote.phone,
      company: quote.company,
      category: QUOTE_REQUEST_CATEGORY,
      message: quoteMessage(quote),
      industry: quote.industry,
      productCategory: quote.productCategory,
      projectSize: quote.projectSize,
      timeline: quote.timeline,
      poReference: quote.poReference,
      neededBy: quote.neededBy,
      deliveryCity: quote.deliveryCity,
      locale,
    },
    env,
    extras,
  );
}
