/** The toast region's own texts (spec 9.4): its landmark name and the close button. */
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
