/** Texts of the site's own error answers (error pages and refusals sent before a page is rendered). */
import { bilingual } from "~/lib/i18n/bilingual";

/**
 * An error page's title and description (its <head>, and the card's heading). The cards' other texts are in
 * error-cards.ts, loaded with the cards (islands), not with every page.
 */
export const ERROR_PAGE_TEXT = bilingual({
  en: {
    serverError: {
      title: "Something went wrong",
      description: "This page could not be shown just now.",
    },
    /** A form post (or PUT, DELETE...) to a page that has no form. */
    methodNotAllowed: {
      title: "This page does not accept that request.",
      description: "This page can only be viewed.",
    },
  },
  ar: {
    serverError: {
      title: "حدث خطأ ما",
      description: "تعذّر عرض هذه الصفحة الآن.",
    },
    methodNotAllowed: {
      title: "هذه الصفحة لا تقبل هذا الطلب.",
      description: "هذه الصفحة للعرض فقط.",
    },
  },
});

/** Spec 2.15: the head of the page every unknown path shows (with HTTP 404). */
export const NOT_FOUND_TEXT = bilingual({
  en: { title: "Page Not Found", description: "The page you asked for does not exist." },
  ar: { title: "الصفحة غير موجودة", description: "الصفحة التي طلبتها غير موجودة." },
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
