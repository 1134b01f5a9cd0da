/** Texts of a quote request's extra fields, lines and attachments (issue 17), for the form, the API and the emails. */
import { bilingual } from "~/lib/i18n/bilingual";
import {
  QUOTE_ATTACHMENTS_MAX_FILES,
  QUOTE_LINE_NOTE_MAX,
  QUOTE_LIST_MAX_LINES,
  QUOTE_QUANTITY_MAX,
  QUOTE_QUANTITY_MIN,
} from "~/lib/quote-list/limits";

const QUANTITY_MAX_TEXT = QUOTE_QUANTITY_MAX.toLocaleString("en-US");

export const QUOTE_REQUEST_TEXT = bilingual({
  en: {
    labels: {
      poReference: "PO or reference",
      neededBy: "Needed by",
      deliveryCity: "Delivery city",
      attachments: "Attachments",
    },
    attachmentsHint: `Up to ${QUOTE_ATTACHMENTS_MAX_FILES} files: PDF, JPEG, PNG or XLSX, 10 MB each, 25 MB together.`,
    /** The button when the request carries the visitor's quote list. */
    submitWithLines: "Send Quote Request",
    linesTitle: "Products in your request",
    linesCaption: "The products of your quote list, sent with this request.",
    lineHeadings: { name: "Product", code: "Code", quantity: "Quantity", note: "Note" },
    noCode: "—",
    followLink: "Follow your request",
    followHint: "Keep this link: it shows your request's status and our quotation, without an account.",
  },
  ar: {
    labels: {
      poReference: "رقم أمر الشراء أو المرجع",
      neededBy: "مطلوب بحلول",
      deliveryCity: "مدينة التسليم",
      attachments: "المرفقات",
    },
    attachmentsHint: `حتى ${QUOTE_ATTACHMENTS_MAX_FILES} ملفات بصيغة PDF أو JPEG أو PNG أو XLSX، بحد أقصى 10 ميغابايت للملف و25 ميغابايت للمجموع.`,
    submitWithLines: "إرسال طلب عرض السعر",
    linesTitle: "المنتجات في طلبكم",
    linesCaption: "منتجات قائمة عروض الأسعار الخاصة بكم، مرسلة مع هذا الطلب.",
    lineHeadings: { name: "المنتج", code: "الرمز", quantity: "الكمية", note: "ملاحظة" },
    noCode: "—",
    followLink: "تابعوا طلبكم",
    followHint: "احتفظوا بهذا الرابط: يعرض حالة طلبكم وعرض السعر المقدم منا، دون الحاجة إلى حساب.",
  },
});

export const QUOTE_REQUEST_MESSAGES = bilingual({
  en: {
    neededByInvalid: "Please enter a valid date",
    neededByPast: "The date cannot be in the past",
    attachmentsTooMany: `Attach at most ${QUOTE_ATTACHMENTS_MAX_FILES} files`,
    attachmentTooLarge: (name: string) => `${name} is larger than 10 MB`,
    attachmentsTooLarge: "Attachments may be at most 25 MB together",
    attachmentType: (name: string) => `${name} is not a PDF, JPEG, PNG or XLSX file`,
    attachmentEmpty: (name: string) => `${name} is empty`,
    productId: "Each line needs a product id",
    quantity: `Quantity must be a whole number from ${QUOTE_QUANTITY_MIN} to ${QUANTITY_MAX_TEXT}`,
    note: `A note may be at most ${QUOTE_LINE_NOTE_MAX} characters`,
    tooManyLines: `A request may have at most ${QUOTE_LIST_MAX_LINES} lines`,
    duplicateLine: "Each product may appear only once",
    unknownProduct: "A product in the request does not exist.",
    inactiveProduct: (name: string) =>
      `${name} is no longer available. Remove it from your quote list before sending the request.`,
  },
  ar: {
    neededByInvalid: "يرجى إدخال تاريخ صحيح",
    neededByPast: "لا يمكن أن يكون التاريخ في الماضي",
    attachmentsTooMany: `يمكنكم إرفاق ${QUOTE_ATTACHMENTS_MAX_FILES} ملفات كحد أقصى`,
    attachmentTooLarge: (name: string) => `حجم الملف ${name} يتجاوز 10 ميغابايت`,
    attachmentsTooLarge: "يجب ألا يتجاوز مجموع أحجام المرفقات 25 ميغابايت",
    attachmentType: (name: string) => `الملف ${name} ليس بصيغة PDF أو JPEG أو PNG أو XLSX`,
    attachmentEmpty: (name: string) => `الملف ${name} فارغ`,
    productId: "يجب أن يحمل كل سطر معرّف منتج",
    quantity: `يجب أن تكون الكمية عددًا صحيحًا من ${QUOTE_QUANTITY_MIN} إلى ${QUANTITY_MAX_TEXT}`,
    note: `يجب ألا يتجاوز عدد أحرف الملاحظة ${QUOTE_LINE_NOTE_MAX}`,
    tooManyLines: `الحد الأقصى لعدد أسطر الطلب ${QUOTE_LIST_MAX_LINES}`,
    duplicateLine: "لا يجوز أن يتكرر المنتج نفسه في أكثر من سطر",
    unknownProduct: "أحد المنتجات في الطلب غير موجود.",
    inactiveProduct: (name: string) =>
      `المنتج ${name} لم يعد متوفرًا. يرجى إزالته من قائمة عروض الأسعار قبل إرسال الطلب.`,
  },
});
