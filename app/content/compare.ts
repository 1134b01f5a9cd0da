/**
 * The comparison page's texts (issue 19): /compare and /ar/compare. The Compare links on cards and product pages and
 * the tray are in compare-selection.ts, which the product lists load without these.
 */
import { arabicCount } from "~/lib/i18n/arabic-count";
import { bilingual } from "~/lib/i18n/bilingual";

export const COMPARE_TEXT = bilingual({
  en: {
    title: "Compare products",
    metaDescription:
      "Compare up to 4 cleaning machines and products side by side: specifications, brands and categories.",
    caption: "Specifications side by side",
    captionDifferences: "Specifications that differ, side by side",
    highlightHint: "Highlighted rows differ between the products; — means the product does not state it.",
    differencesOnly: "Show only differences",
    product: "Product",
    brand: "Brand",
    category: "Category",
    code: "Code",
    actions: "Actions",
    remove: "Remove",
    removeNamed: (name: string) => `Remove ${name} from the comparison`,
    addAll: "Add All to Quote",
    /** Named in the confirmation: "All 3 products added to your quote list." */
    addAllName: (count: number) => `All ${count} products`,
    notGiven: "Not stated",
    differs: "(differs)",
    notes: "Other details",
    /** Between two values of one label in a product, and between its unlabelled lines. */
    valueSeparator: "; ",
    notesSeparator: " · ",
    noDifferences: "These products have the same value for every specification listed.",
    noSpecifications: "None of these products lists specifications yet.",
    chooseTwo: "Choose at least two products to compare",
    chooseTwoHint: "Use “Compare” on any product, or add one of these:",
    chooseTwoEmpty: "Use “Compare” on any product card or product page to add it here.",
    sameGroup: (name: string) => `More in ${name}`,
    addToComparison: "Add to comparison",
    addToComparisonNamed: (name: string) => `Add to comparison: ${name}`,
    browse: "Browse products",
    tooMany: (left: number, max: number) =>
      left === 1
        ? `You can compare up to ${max} products: 1 product was not added. Remove one to make room for it.`
        : `You can compare up to ${max} products: ${left} products were not added. Remove one to make room.`,
    unavailable: (count: number) =>
      count === 1
        ? "1 product is no longer available and was removed from the comparison."
        : `${count} products are no longer available and were removed from the comparison.`,
  },
  ar: {
    title: "مقارنة المنتجات",
    metaDescription: "قارنوا ما يصل إلى 4 من آلات التنظيف ومنتجاته جنبًا إلى جنب: المواصفات والعلامات التجارية والفئات.",
    caption: "المواصفات جنبًا إلى جنب",
    captionDifferences: "المواصفات المختلفة جنبًا إلى جنب",
    highlightHint: "الصفوف المظللة تختلف بين المنتجات، وتعني — أن المنتج لا يذكرها.",
    differencesOnly: "إظهار الاختلافات فقط",
    product: "المنتج",
    brand: "العلامة التجارية",
    category: "الفئة",
    code: "الرمز",
    actions: "الإجراءات",
    remove: "إزالة",
    removeNamed: (name: string) => `إزالة ${name} من المقارنة`,
    addAll: "أضف الكل إلى عرض السعر",
    addAllName: (count: number) =>
      arabicCount(count, { one: "منتج واحد", two: "منتجين", few: "{n} منتجات", many: "{n} منتجًا", other: "{n} منتج" }),
    notGiven: "غير مذكور",
    differs: "(مختلف)",
    notes: "تفاصيل أخرى",
    valueSeparator: "؛ ",
    notesSeparator: " · ",
    noDifferences: "لهذه المنتجات القيمة نفسها في كل المواصفات المذكورة.",
    noSpecifications: "لا يذكر أي من هذه المنتجات مواصفات بعد.",
    chooseTwo: "اختاروا منتجين على الأقل للمقارنة",
    chooseTwoHint: "استخدموا زر «قارن» في أي منتج، أو أضيفوا أحد هذه المنتجات:",
    chooseTwoEmpty: "استخدموا زر «قارن» في بطاقة أي منتج أو في صفحته لإضافته هنا.",
    sameGroup: (name: string) => `المزيد في ${name}`,
    addToComparison: "أضف إلى المقارنة",
    addToComparisonNamed: (name: string) => `أضف إلى المقارنة: ${name}`,
    browse: "تصفح المنتجات",
    tooMany: (left: number, max: number) =>
      `يمكنكم مقارنة ${max} منتجات كحد أقصى: ${arabicCount(left, {
        one: "لم يُضف منتج واحد",
        two: "لم يُضف منتجان",
        few: "لم تُضف {n} منتجات",
        many: "لم يُضف {n} منتجًا",
        other: "لم يُضف {n} منتج",
      })}. أزيلوا منتجًا لإفساح المجال.`,
    unavailable: (count: number) =>
      arabicCount(count, {
        one: "منتج واحد لم يعد متوفرًا وأُزيل من المقارنة.",
        two: "منتجان لم يعودا متوفرين وأُزيلا من المقارنة.",
        few: "{n} منتجات لم تعد متوفرة وأُزيلت من المقارنة.",
        many: "{n} منتجًا لم يعد متوفرًا وأُزيل من المقارنة.",
        other: "{n} منتج لم يعد متوفرًا وأُزيل من المقارنة.",
      }),
  },
});
