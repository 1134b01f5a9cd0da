/**
 * A product's documents on the public product page (issue 19): the section, the kinds and languages by their names in
 * each edition, sizes and dates, and "Safety Data Sheet on request" for a chemical without one.
 */
import { bilingual } from "~/lib/i18n/bilingual";

export const PRODUCT_DOCUMENTS_TEXT = bilingual({
  en: {
    heading: "Documents",
    /** A group's heading and a document's kind. */
    kinds: {
      datasheet: "Datasheet",
      brochure: "Brochure",
      "operator-manual": "Operator Manual",
      "safety-data-sheet": "Safety Data Sheet",
    },
    /** The languages a document is written in. */
    languages: { en: "English", ar: "Arabic", both: "English and Arabic" },
    languageLine: (language: string) => `Language: ${language}`,
    revised: (date: string) => `Revised ${date}`,
    /** File sizes: `value` is already formatted with the edition's digits. */
    size: {
      bytes: (value: string) => `${value} bytes`,
      kb: (value: string) => `${value} KB`,
      mb: (value: string) => `${value} MB`,
    },
    /** The link's accessible name: what, in which language, how large. */
    download: (title: string, language: string, size: string) => `Download ${title} (PDF, ${language}, ${size})`,
    sdsOnRequest: "Safety Data Sheet on request",
    sdsOnRequestHint: "Adds this product to your quote list with a request for its Safety Data Sheet.",
    /** The note the quote list line carries. */
    sdsNote: "Please send the Safety Data Sheet.",
    sdsRequested: "Added to your quote list with a request for the Safety Data Sheet.",
  },
  ar: {
    heading: "المستندات",
    kinds: {
      datasheet: "نشرة البيانات الفنية",
      brochure: "الكتيّب التعريفي",
      "operator-manual": "دليل التشغيل",
      "safety-data-sheet": "صحيفة بيانات السلامة",
    },
    languages: { en: "الإنجليزية", ar: "العربية", both: "الإنجليزية والعربية" },
    languageLine: (language: string) => `اللغة: ${language}`,
    revised: (date: string) => `تاريخ المراجعة: ${date}`,
    size: {
      bytes: (value: string) => `${value} بايت`,
      kb: (value: string) => `${value} كيلوبايت`,
      mb: (value: string) => `${value} ميغابايت`,
    },
    download: (title: string, language: string, size: string) => `تنزيل ${title} (PDF، ${language}، ${size})`,
    sdsOnRequest: "صحيفة بيانات السلامة عند الطلب",
    sdsOnRequestHint: "يضيف هذا المنتج إلى قائمة عروض الأسعار مع طلب صحيفة بيانات السلامة الخاصة به.",
    sdsNote: "يُرجى إرسال صحيفة بيانات السلامة.",
    sdsRequested: "أُضيف المنتج إلى قائمة عروض الأسعار مع طلب صحيفة بيانات السلامة.",
  },
});
