/** The quote list's refusals (issue 17), shown next to a field or as the API's `message` (the API's in English). */
import { bilingual } from "~/lib/i18n/bilingual";
import {
  QUOTE_LINE_NOTE_MAX,
  QUOTE_LIST_MAX_LINES,
  QUOTE_QUANTITY_MAX,
  QUOTE_QUANTITY_MIN,
} from "~/lib/quote-list/limits";

const QUANTITY_MAX_TEXT = QUOTE_QUANTITY_MAX.toLocaleString("en-US");

export const QUOTE_LIST_MESSAGES = bilingual({
  en: {
    quantity: `Enter a whole number from ${QUOTE_QUANTITY_MIN} to ${QUANTITY_MAX_TEXT}.`,
    noteTooLong: `Keep the note under ${QUOTE_LINE_NOTE_MAX} characters.`,
    listFull: `Your quote list holds at most ${QUOTE_LIST_MAX_LINES} products. Send it or remove some first.`,
    unknownProduct: "This product is not in our catalogue.",
    inactiveProduct: "This product is no longer available.",
    notInList: "This product is not in your quote list.",
    noteCharacters: "The note contains characters that are not allowed.",
    nothingToChange: "Send a quantity or a note to change.",
    badRequest: "Send the product and quantity as JSON (Content-Type: application/json).",
    notAnObject: "The request body must be a JSON object.",
    rateLimited: "Too many changes to your quote list. Please wait a minute and try again.",
  },
  ar: {
    quantity: `أدخلوا عددًا صحيحًا من ${QUOTE_QUANTITY_MIN} إلى ${QUANTITY_MAX_TEXT}.`,
    noteTooLong: `يجب ألا يتجاوز عدد أحرف الملاحظة ${QUOTE_LINE_NOTE_MAX}.`,
    listFull: `الحد الأقصى لعدد المنتجات في قائمة عروض الأسعار ${QUOTE_LIST_MAX_LINES}. أرسلوا القائمة أو أزيلوا بعض المنتجات أولًا.`,
    unknownProduct: "هذا المنتج غير موجود في كتالوجنا.",
    inactiveProduct: "هذا المنتج لم يعد متوفرًا.",
    notInList: "هذا المنتج ليس في قائمة عروض الأسعار الخاصة بكم.",
    noteCharacters: "تحتوي الملاحظة على أحرف غير مسموح بها.",
    nothingToChange: "أرسلوا كمية أو ملاحظة لتغييرها.",
    badRequest: "أرسلوا المنتج والكمية بصيغة JSON ‏(Content-Type: application/json).",
    notAnObject: "يجب أن يكون محتوى الطلب كائن JSON.",
    rateLimited: "طلبات تغيير كثيرة على قائمة عروض الأسعار. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
  },
});

/** Which refusal: the store and the schemas name it, each edition words it. */
export type QuoteListMessageCode = keyof (typeof QUOTE_LIST_MESSAGES)["en"];
