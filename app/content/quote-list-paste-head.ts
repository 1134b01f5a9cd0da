/** The paste page's head (issue 17): the only texts its route module carries (decision 106); the rest load with the island. */
import { bilingual } from "~/lib/i18n/bilingual";

export const QUOTE_LIST_PASTE_HEAD = bilingual({
  en: {
    title: "Paste a List",
    metaDescription:
      "Paste product codes or names, or upload a CSV or XLSX file, and add them to your quote list at once.",
  },
  ar: {
    title: "الصق قائمة",
    metaDescription:
      "الصقوا رموز المنتجات أو أسماءها، أو ارفعوا ملف CSV أو XLSX، وأضيفوها إلى قائمة عروض الأسعار دفعة واحدة.",
  },
});
