/** The toasts' own texts (spec 9.4): loaded with the toaster, which is not part of the first load. */
import { bilingual } from "~/lib/i18n/bilingual";

export const TOAST_TEXT = bilingual({
  en: {
    close: "Close notification",
    regionLabel: "Notifications ({hotkey})",
  },
  ar: {
    close: "إغلاق الإشعار",
    regionLabel: "الإشعارات ({hotkey})",
  },
});
