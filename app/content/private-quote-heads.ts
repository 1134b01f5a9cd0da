/** What the private quote route needs before its island's code (decision 106): the page titles and description. */
import { bilingual } from "~/lib/i18n/bilingual";

export const PRIVATE_QUOTE_HEAD = bilingual({
  en: {
    title: (reference: string) => `Quote Request ${reference}`,
    metaDescription: "Your quote request and our quotation.",
    tooManyTitle: "Too many attempts",
  },
  ar: {
    title: (reference: string) => `طلب عرض السعر ${reference}`,
    metaDescription: "طلب عرض السعر الخاص بك وعرض الأسعار المقدَّم منّا.",
    tooManyTitle: "محاولات كثيرة جدًا",
  },
});
