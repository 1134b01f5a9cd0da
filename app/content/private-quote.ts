/**
 * Texts of the buyer's private quote page /q/{reference}/{token} and /ar/q/… (issues 17 and 18) and of its answers (page
 * and API), in both languages; the email sales get for each answer stays in English like the back office.
 */
import { bilingual } from "~/lib/i18n/bilingual";
import type { BuyerStatus } from "~/lib/quotes/buyer-status";
import { BUYER_DECLINE_REASON_MAX, BUYER_QUESTION_MAX } from "~/lib/quote-list/limits";
import { PRIVATE_QUOTE_HEAD } from "./private-quote-heads";

/** "1 minute", "2 minutes" in Arabic: the dual and the plural of 3 to 10 have their own forms. */
function arabicMinutes(minutes: number): string {
  if (minutes === 1) return "دقيقة واحدة";
  if (minutes === 2) return "دقيقتين";
  if (minutes >= 3 && minutes <= 10) return `${minutes} دقائق`;
  return `${minutes} دقيقة`;
}

export const PRIVATE_QUOTE_TEXT = bilingual({
  en: {
    ...PRIVATE_QUOTE_HEAD.en,
    statusLabel: "Status",
    /** The buyer's status (app/lib/quotes/buyer-status.ts) as the page, the print and the staff's panel name it. */
    statusLabels: {
      received: "Received",
      preparing: "Being prepared",
      sent: "Quotation sent",
      accepted: "Accepted",
      declined: "Declined",
      expired: "Expired",
    } satisfies Record<BuyerStatus, string>,
    requestedOn: "Requested on",
    quotationDate: "Quotation date",
    version: (version: number) => `Version ${version}`,
    linesTitle: "Requested products",
    columns: {
      product: "Product",
      brand: "Brand",
      code: "Code",
      quantity: "Quantity",
      note: "Note",
      unitPrice: "Unit price",
      lineTotal: "Line total",
    },
    noLines: "This request names no products from the catalogue; our team answers from your message.",
    subtotal: "Subtotal",
    discount: "Discount",
    total: "Total",
    validUntil: "Valid until",
    terms: "Terms",
    statusText: {
      received: "We have your request. Our team prices it and sends you a quotation here, usually within 24 hours.",
      preparing: "Our team is preparing your quotation. It appears on this page as soon as it is sent.",
      sent: "Your quotation is ready. Review it below, then accept or decline it, or ask us a question.",
      accepted: (date: string) =>
        `You accepted this quotation on ${date}. Our team will contact you to arrange delivery.`,
      declined: (date: string) => `You declined this quotation on ${date}. Thank you for letting us know.`,
      expired: (date: string) =>
        `This quotation expired on ${date} and can no longer be accepted. Ask us a question below if you would like an updated quotation.`,
    },
    declineReasonShown: (reason: string) => `Your reason: ${reason}`,
    accept: "Accept Quotation",
    accepting: "Accepting…",
    decline: "Decline",
    declining: "Declining…",
    declineTitle: "Decline this quotation",
    declineReason: "Reason (optional)",
    ask: "Ask a Question",
    asking: "Sending…",
    askTitle: "Ask a question",
    question: "Your question",
    printHint: "To keep a copy, print this page or save it as PDF.",
    letterheadTitle: "Quotation",
    tooMany: (minutes: number) =>
      `Too many wrong links were opened from your network. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and open the link from your email again.`,
  },
  ar: {
    ...PRIVATE_QUOTE_HEAD.ar,
    statusLabel: "الحالة",
    statusLabels: {
      received: "تم الاستلام",
      preparing: "قيد الإعداد",
      sent: "تم إرسال عرض السعر",
      accepted: "مقبول",
      declined: "مرفوض",
      expired: "منتهي الصلاحية",
    },
    requestedOn: "تاريخ الطلب",
    quotationDate: "تاريخ عرض السعر",
    version: (version: number) => `الإصدار ${version}`,
    linesTitle: "المنتجات المطلوبة",
    columns: {
      product: "المنتج",
      brand: "العلامة التجارية",
      code: "الرمز",
      quantity: "الكمية",
      note: "ملاحظة",
      unitPrice: "سعر الوحدة",
      lineTotal: "إجمالي البند",
    },
    noLines: "لا يتضمن هذا الطلب منتجات من الكتالوج؛ وسيرد فريقنا بناءً على رسالتك.",
    subtotal: "المجموع الفرعي",
    discount: "الخصم",
    total: "الإجمالي",
    validUntil: "صالح حتى",
    terms: "الشروط والأحكام",
    statusText: {
      received: "استلمنا طلبك. سيقوم فريقنا بتسعيره وإرسال عرض السعر إليك هنا، عادةً خلال 24 ساعة.",
      preparing: "يعمل فريقنا على إعداد عرض السعر الخاص بك، وسيظهر في هذه الصفحة فور إرساله.",
      sent: "عرض السعر الخاص بك جاهز. راجعه أدناه ثم اقبله أو ارفضه، أو أرسل إلينا سؤالك.",
      accepted: (date: string) => `لقد قبلت عرض السعر هذا بتاريخ ${date}. سيتواصل معك فريقنا لترتيب التسليم.`,
      declined: (date: string) => `لقد رفضت عرض السعر هذا بتاريخ ${date}. شكرًا لإبلاغنا.`,
      expired: (date: string) =>
        `انتهت صلاحية عرض السعر هذا بتاريخ ${date} ولم يعد بالإمكان قبوله. يمكنك إرسال سؤالك أدناه إذا رغبت في الحصول على عرض سعر محدَّث.`,
    },
    declineReasonShown: (reason: string) => `السبب الذي ذكرته: ${reason}`,
    accept: "قبول عرض السعر",
    accepting: "جارٍ القبول…",
    decline: "رفض",
    declining: "جارٍ الرفض…",
    declineTitle: "رفض عرض السعر هذا",
    declineReason: "السبب (اختياري)",
    ask: "اطرح سؤالًا",
    asking: "جارٍ الإرسال…",
    askTitle: "اطرح سؤالًا",
    question: "سؤالك",
    printHint: "للاحتفاظ بنسخة، اطبع هذه الصفحة أو احفظها بصيغة PDF.",
    letterheadTitle: "عرض سعر",
    tooMany: (minutes: number) =>
      `فُتح عدد كبير جدًا من الروابط غير الصحيحة من شبكتك. يُرجى الانتظار ${arabicMinutes(minutes)} ثم فتح الرابط من بريدك الإلكتروني مرة أخرى.`,
  },
});

/** What the buyer is told after an answer (the page) or in the API's `message`. */
export const BUYER_ANSWER_TEXT = bilingual({
  en: {
    accepted: "Thank you: you accepted the quotation. Our team will contact you shortly.",
    declined: "You declined the quotation. Thank you for letting us know.",
    questionSent: "Your question was sent to our team. We answer by email, usually within 24 hours.",
    stale: (latest: number) =>
      `This quotation has been replaced by version ${latest}. Please review the latest version on this page before accepting it.`,
    expired: (date: string) => `This quotation expired on ${date} and can no longer be accepted or declined.`,
    alreadyAccepted: "This quotation has already been accepted.",
    alreadyDeclined: "This quotation has already been declined.",
    noQuotation: "There is no quotation to answer yet.",
    notAnswerable: "This quotation can no longer be answered.",
    unknownAction: "This action is not available.",
    fixFields: "Please check the highlighted field.",
    rateLimited: "Too many submissions from your network. Please wait a minute and try again.",
    unavailable: "Your answer could not be saved just now. Please try again in a moment.",
  },
  ar: {
    accepted: "شكرًا لك، لقد قبلت عرض السعر. سيتواصل معك فريقنا قريبًا.",
    declined: "لقد رفضت عرض السعر. شكرًا لإبلاغنا.",
    questionSent: "أُرسل سؤالك إلى فريقنا، وسنرد عليك عبر البريد الإلكتروني، عادةً خلال 24 ساعة.",
    stale: (latest: number) =>
      `حلّ الإصدار ${latest} محل عرض السعر هذا. يُرجى مراجعة أحدث إصدار في هذه الصفحة قبل قبوله.`,
    expired: (date: string) => `انتهت صلاحية عرض السعر هذا بتاريخ ${date} ولم يعد بالإمكان قبوله أو رفضه.`,
    alreadyAccepted: "سبق قبول عرض السعر هذا.",
    alreadyDeclined: "سبق رفض عرض السعر هذا.",
    noQuotation: "لا يوجد عرض سعر للرد عليه حتى الآن.",
    notAnswerable: "لم يعد بالإمكان الرد على عرض السعر هذا.",
    unknownAction: "هذا الإجراء غير متاح.",
    fixFields: "يُرجى مراجعة الحقل المحدَّد.",
    rateLimited: "أُرسل عدد كبير جدًا من الطلبات من شبكتك. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
    unavailable: "تعذّر حفظ ردك الآن. يُرجى المحاولة مرة أخرى بعد قليل.",
  },
});

export const BUYER_FIELD_MESSAGES = bilingual({
  en: {
    version: "The quotation version is missing. Please reload the page.",
    questionRequired: "Please write your question.",
    questionTooLong: `Keep your question under ${BUYER_QUESTION_MAX.toLocaleString("en-US")} characters.`,
    reasonTooLong: `Keep the reason under ${BUYER_DECLINE_REASON_MAX} characters.`,
    notAllowed: "Contains characters that are not allowed",
  },
  ar: {
    version: "رقم إصدار عرض السعر غير موجود. يُرجى إعادة تحميل الصفحة.",
    questionRequired: "يُرجى كتابة سؤالك.",
    questionTooLong: `يُرجى ألا يتجاوز سؤالك ${BUYER_QUESTION_MAX.toLocaleString("en-US")} حرف.`,
    reasonTooLong: `يُرجى ألا يتجاوز السبب ${BUYER_DECLINE_REASON_MAX} حرف.`,
    notAllowed: "يحتوي على أحرف غير مسموح بها",
  },
});

/**
 * The email sales receive for each answer of a buyer (purpose "sales-buyer-event"); it never carries the private link.
 * Staff read it, so it stays in English like the back office (issue 18, point 7).
 */
export const BUYER_EVENT_EMAIL = {
  subject: (reference: string, event: string) => `${reference}: ${event}`,
  events: {
    "buyer-accepted": (version: number) => `the buyer accepted quotation version ${version}`,
    "buyer-declined": (version: number) => `the buyer declined quotation version ${version}`,
    "buyer-question": () => "the buyer asked a question",
  },
  intro: (name: string, event: string) => `${name}: ${event}.`,
  labels: {
    reference: "Reference",
    buyer: "Buyer",
    email: "Email",
    company: "Company",
    language: "Language",
    version: "Quotation version",
    total: "Total",
    reason: "Reason",
    question: "Question",
  },
  noReason: "(no reason given)",
  inboxLinkLabel: "Open the request in the inbox",
  replyHint: "Reply to the buyer by email; their address is above.",
} as const;
