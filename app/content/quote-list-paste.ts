/** Texts of "Paste a list" (issue 17): the box, the upload, the preview and their messages. */
import { bilingual } from "~/lib/i18n/bilingual";
import {
  PASTE_FILE_MAX_BYTES,
  PASTE_LINE_MAX_CHARS,
  PASTE_MAX_CANDIDATES,
  PASTE_MAX_CHARS,
  PASTE_MAX_LINES,
} from "~/lib/quote-list/limits";
import { QUOTE_LIST_MESSAGES } from "~/content/quote-list-messages";
import { QUOTE_LIST_PASTE_HEAD } from "~/content/quote-list-paste-head";

/** The page's address in the English edition; forms post to it in the page's own edition (localizedPath). */
export const PASTE_PATH = "/quote-list/paste";

const MAX_CHARS_TEXT = PASTE_MAX_CHARS.toLocaleString("en-US");
const FILE_MAX_KB = Math.round(PASTE_FILE_MAX_BYTES / 1024);

export const QUOTE_LIST_PASTE_TEXT = bilingual({
  en: {
    heading: QUOTE_LIST_PASTE_HEAD.en.title,
    intro: `One product per line: its code or name and, if you like, a quantity. At most ${PASTE_MAX_LINES} lines.`,
    boxLabel: "Paste product codes or names",
    boxHint: "For example: AQ-SM43B x 3, Scrubmatic 43 B; 3 or 20 Bin 120 L. Without a quantity we count 1.",
    fileLabel: "Or upload a CSV or XLSX file",
    fileHint: "Two columns: product code or name, then quantity. A header row is fine.",
    submit: "Find Products",
    finding: "Finding…",
    backToList: "Back to your quote list",

    previewHeading: "Check your list",
    previewIntro: "Nothing is added yet. Choose a product where several match, then add the lines to your quote list.",
    summary: (found: number, ambiguous: number, notFound: number) =>
      `${found} found, ${ambiguous} to choose, ${notFound} not found`,
    lineLabel: (lineNumber: number) => `Line ${lineNumber}`,
    statusFound: "Found",
    statusAmbiguous: "Choose one",
    statusNotFound: "Not found",
    statusInvalid: "Cannot be read",
    code: "Code",
    brand: "Brand",
    quantityFor: (name: string) => `Quantity for ${name}`,
    chooseFor: (text: string) => `Which product did you mean by “${text}”?`,
    skipLine: "Don't add this line",
    moreCandidates: `More products match; only the first ${PASTE_MAX_CANDIDATES} are shown. Add words or use the code for a closer match.`,
    notFoundHint: "Check the code or try fewer words; this line will not be added.",
    confirm: "Add to Quote List",
    adding: "Adding…",
    startAgain: "Start again",
    nothingToAdd: "No line is ready to add. Choose a product or correct the list and try again.",
    /** The confirmation /quote-list shows after a paste (/quote-list?added=N). */
    pasted: (added: number) => `${added} ${added === 1 ? "product was" : "products were"} added to your quote list.`,
  },
  ar: {
    heading: QUOTE_LIST_PASTE_HEAD.ar.title,
    intro: `منتج واحد في كل سطر: رمزه أو اسمه، ويمكنكم إضافة الكمية. الحد الأقصى لعدد الأسطر ${PASTE_MAX_LINES}.`,
    boxLabel: "الصقوا رموز المنتجات أو أسماءها",
    boxHint: "مثال: AQ-SM43B x 3، أو Scrubmatic 43 B; 3، أو 20 Bin 120 L. إذا لم تُذكر الكمية نحتسبها 1.",
    fileLabel: "أو ارفعوا ملف CSV أو XLSX",
    fileHint: "عمودان: رمز المنتج أو اسمه، ثم الكمية. لا بأس بوجود صف للعناوين.",
    submit: "ابحث عن المنتجات",
    finding: "جارٍ البحث…",
    backToList: "العودة إلى قائمة عروض الأسعار",

    previewHeading: "راجعوا قائمتكم",
    previewIntro:
      "لم يُضَف شيء بعد. اختاروا المنتج المقصود حيث تتطابق عدة منتجات، ثم أضيفوا الأسطر إلى قائمة عروض الأسعار.",
    summary: (found: number, ambiguous: number, notFound: number) =>
      `تم العثور عليها: ${found}، بانتظار الاختيار: ${ambiguous}، غير موجودة: ${notFound}`,
    lineLabel: (lineNumber: number) => `السطر ${lineNumber}`,
    statusFound: "موجود",
    statusAmbiguous: "اختاروا واحدًا",
    statusNotFound: "غير موجود",
    statusInvalid: "تتعذّر قراءته",
    code: "الرمز",
    brand: "العلامة التجارية",
    quantityFor: (name: string) => `الكمية من ${name}`,
    chooseFor: (text: string) => `أي منتج تقصدون بعبارة «${text}»؟`,
    skipLine: "لا تُضِف هذا السطر",
    moreCandidates: `هناك منتجات أخرى مطابقة؛ نعرض أول ${PASTE_MAX_CANDIDATES} منها فقط. أضيفوا كلمات أو استخدموا الرمز لنتيجة أدق.`,
    notFoundHint: "تحققوا من الرمز أو جرّبوا كلمات أقل؛ لن يُضاف هذا السطر.",
    confirm: "أضف إلى قائمة عروض الأسعار",
    adding: "جارٍ الإضافة…",
    startAgain: "البدء من جديد",
    nothingToAdd: "لا يوجد سطر جاهز للإضافة. اختاروا منتجًا أو صحّحوا القائمة وحاولوا مرة أخرى.",
    pasted: (added: number) => `عدد المنتجات المضافة إلى قائمة عروض الأسعار: ${added}.`,
  },
});

export const QUOTE_LIST_PASTE_MESSAGES = bilingual({
  en: {
    empty: "Paste at least one product code or name, or choose a file.",
    tooManyLines: `Paste at most ${PASTE_MAX_LINES} lines at a time.`,
    tooManyChars: `The pasted text is too long (at most ${MAX_CHARS_TEXT} characters).`,
    fileTooLarge: `The file is too large: at most ${FILE_MAX_KB} KB.`,
    fileType: "This file is neither a CSV nor an XLSX file. Save your list as CSV (UTF-8) or as an Excel workbook.",
    fileUnreadable: "The file cannot be read. Save it again as CSV (UTF-8) or XLSX and try once more.",
    quantity: QUOTE_LIST_MESSAGES.en.quantity,
    name: "This line has no product code or name.",
    tooLong: `A product code or name has at most ${PASTE_LINE_MAX_CHARS} characters.`,
    choose: "Choose one of the products or leave the line out.",
    listFull: QUOTE_LIST_MESSAGES.en.listFull,
    stale: "Your list changed meanwhile. Check the lines and add them again.",
  },
  ar: {
    empty: "الصقوا رمز منتج أو اسمه على الأقل، أو اختاروا ملفًا.",
    tooManyLines: `يمكنكم لصق ${PASTE_MAX_LINES} سطر كحد أقصى في المرة الواحدة.`,
    tooManyChars: `النص الملصق طويل جدًا (الحد الأقصى لعدد الأحرف ${MAX_CHARS_TEXT}).`,
    fileTooLarge: `الملف كبير جدًا: الحد الأقصى ${FILE_MAX_KB} كيلوبايت.`,
    fileType: "هذا الملف ليس بصيغة CSV ولا XLSX. احفظوا قائمتكم بصيغة CSV ‏(UTF-8) أو كمصنف Excel.",
    fileUnreadable: "تتعذّر قراءة الملف. احفظوه مرة أخرى بصيغة CSV ‏(UTF-8) أو XLSX وحاولوا مجددًا.",
    quantity: QUOTE_LIST_MESSAGES.ar.quantity,
    name: "لا يحتوي هذا السطر على رمز منتج أو اسمه.",
    tooLong: `يجب ألا يتجاوز عدد أحرف رمز المنتج أو اسمه ${PASTE_LINE_MAX_CHARS}.`,
    choose: "اختاروا أحد المنتجات أو اتركوا هذا السطر.",
    listFull: QUOTE_LIST_MESSAGES.ar.listFull,
    stale: "تغيّرت قائمتكم في هذه الأثناء. راجعوا الأسطر وأضيفوها مرة أخرى.",
  },
});
