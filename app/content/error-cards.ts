/** The error cards' texts below their heading (error-card.tsx, not-found-card.tsx): loaded with the cards. */
import { bilingual } from "~/lib/i18n/bilingual";

export const ERROR_CARD_TEXT = bilingual({
  en: {
    serverError:
      "We could not show this page just now. Please try again in a moment, or call us: every inquiry matters to us.",
    methodNotAllowed:
      "This page can be viewed but does not take form posts or other changes. Go back and try again from the page itself.",
    home: "Back to the home page",
    /** Spec 2.15. */
    notFound: {
      heading: "404 Page Not Found",
      text: "Did you forget to add the page to the router?",
      home: "Go to the home page",
    },
  },
  ar: {
    serverError: "لم نتمكن من عرض هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل، أو الاتصال بنا: كل استفسار يهمّنا.",
    methodNotAllowed:
      "يمكن عرض هذه الصفحة لكنها لا تستقبل إرسال النماذج أو أي تعديلات. ارجع وحاول مرة أخرى من الصفحة نفسها.",
    home: "العودة إلى الصفحة الرئيسية",
    notFound: {
      heading: "404 الصفحة غير موجودة",
      text: "ربما تغيّر عنوان الصفحة أو حُذفت. تحقّق من العنوان أو ابدأ من الصفحة الرئيسية.",
      home: "الذهاب إلى الصفحة الرئيسية",
    },
  },
});
