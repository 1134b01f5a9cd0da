/** Texts of the site's own error answers (error pages and refusals sent before a page is rendered). */
import { bilingual } from "~/lib/i18n/bilingual";

export const ERROR_PAGE_TEXT = bilingual({
  en: {
    serverError: {
      title: "Something went wrong",
      description: "This page could not be shown just now.",
      text: "We could not show this page just now. Please try again in a moment, or call us: every inquiry matters to us.",
    },
    /** A form post (or PUT, DELETE...) to a page that has no form. */
    methodNotAllowed: {
      title: "This page does not accept that request.",
      description: "This page can only be viewed.",
      text: "This page can be viewed but does not take form posts or other changes. Go back and try again from the page itself.",
    },
    home: "Back to the home page",
  },
  ar: {
    serverError: {
      title: "حدث خطأ ما",
      description: "تعذّر عرض هذه الصفحة الآن.",
      text: "لم نتمكن من عرض هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل، أو الاتصال بنا: كل استفسار يهمّنا.",
    },
    methodNotAllowed: {
      title: "هذه الصفحة لا تقبل هذا الطلب.",
      description: "هذه الصفحة للعرض فقط.",
      text: "يمكن عرض هذه الصفحة لكنها لا تستقبل إرسال النماذج أو أي تعديلات. ارجع وحاول مرة أخرى من الصفحة نفسها.",
    },
    home: "العودة إلى الصفحة الرئيسية",
  },
});

/** Spec 2.15: the card every unknown path shows (with HTTP 404), and its head. */
export const NOT_FOUND_TEXT = bilingual({
  en: {
    title: "Page Not Found",
    description: "The page you asked for does not exist.",
    heading: "404 Page Not Found",
    text: "Did you forget to add the page to the router?",
    home: "Go to the home page",
  },
  ar: {
    title: "الصفحة غير موجودة",
    description: "الصفحة التي طلبتها غير موجودة.",
    heading: "404 الصفحة غير موجودة",
    text: "ربما تغيّر عنوان الصفحة أو حُذفت. تحقّق من العنوان أو ابدأ من الصفحة الرئيسية.",
    home: "الذهاب إلى الصفحة الرئيسية",
  },
});

export const BODY_LIMIT_TEXT = bilingual({
  en: {
    api: (size: string) => `The request body is too large (${size} at most).`,
    pageMessage: (size: string) =>
      `This request is larger than this page accepts (${size} at most). Please shorten it and try again.`,
    /** `message` is one of our own texts (no markup). */
    page: (message: string) =>
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Request too large</title></head>` +
      `<body><h1>Request too large</h1><p>${message}</p><p><a href="/">Back to the home page</a></p></body></html>`,
  },
  ar: {
    api: (size: string) => `حجم الطلب كبير جداً (${size} كحد أقصى).`,
    pageMessage: (size: string) =>
      `هذا الطلب أكبر مما تقبله هذه الصفحة (${size} كحد أقصى). يُرجى اختصاره والمحاولة مرة أخرى.`,
    page: (message: string) =>
      `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>الطلب كبير جداً</title></head>` +
      `<body><h1>الطلب كبير جداً</h1><p>${message}</p><p><a href="/ar">العودة إلى الصفحة الرئيسية</a></p></body></html>`,
  },
});
