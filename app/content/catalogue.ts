/**
 * Visible texts of the catalogue screens (spec 2.4-2.10, 8) in both editions (issue 18): one source for pages,
 * components and tests. The English is the spec's; numbers stay in Western digits in both.
 */
import { bilingual } from "~/lib/i18n/bilingual";

/** "1 منتج", "2 منتجان", "5 منتجات", "12 منتجًا", "100 منتج": the counted noun's form follows the number in Arabic. */
function arabicProducts(n: number): string {
  const lastTwo = n % 100;
  if (n === 1) return "منتج واحد";
  if (n === 2) return "منتجان";
  if (lastTwo >= 3 && lastTwo <= 10) return `${n} منتجات`;
  if (lastTwo >= 11 && lastTwo <= 99) return `${n} منتجًا`;
  return `${n} منتج`;
}

export const PRODUCT_CARD_TEXT = bilingual({
  en: {
    viewDetails: "View Details",
    requestQuote: "Request Quote",
    moreFeatures: (count: number) => `+${count} more`,
    imageAlt: (name: string) => name,
    loadingImage: "Loading image",
  },
  ar: {
    viewDetails: "عرض التفاصيل",
    requestQuote: "طلب عرض سعر",
    moreFeatures: (count: number) => `+${count} ميزات أخرى`,
    imageAlt: (name: string) => name,
    loadingImage: "جارٍ تحميل الصورة",
  },
} as const);

export const CATALOGUE_TEXT = bilingual({
  en: {
    title: "Innovation Catalog",
    intro:
      "Browse professional cleaning equipment, chemicals, washroom hygiene and tools from our international partner brands.",
    metaDescription:
      "Search and filter our catalogue of professional cleaning machines, chemicals, washroom hygiene products, tools and bins by category, subcategory and brand.",
    searchLabel: "Search products",
    searchPlaceholder: "Search by name or description...",
    categoryLabel: "Category",
    allCategories: "All Categories",
    subcategoryLabel: "Subcategory",
    allSubcategories: "All Subcategories",
    brandLabel: "Brand",
    allBrands: "All Brands",
    apply: "Apply Filters",
    clearFilters: "Clear Filters",
    activeFilters: "Active filters",
    removeFilter: (label: string) => `Remove filter ${label}`,
    searchChip: (search: string) => `Search: “${search}”`,
    sectorChip: (label: string) => `Sector: ${label}`,
    found: (shown: number, total: number) => `${shown} of ${total} products found`,
    displaying: (shown: number, total: number) => `Displaying ${shown} of ${total} products`,
    showMore: "Show More Products",
    noMatchesTitle: "No Products Found",
    noMatchesText: "Adjust your search parameters to find more products",
    viewAllProducts: "View All Products",
    emptyCatalogueTitle: "No Products Yet",
    emptyCatalogueText:
      "Our online catalogue is being prepared. Contact our team and we will send you the range you need.",
    emptyCatalogueAction: "Contact Us",
  },
  ar: {
    title: "كتالوج الابتكار",
    intro:
      "تصفّح معدات التنظيف الاحترافية والمواد الكيميائية ومنتجات نظافة دورات المياه والأدوات من علاماتنا التجارية الشريكة حول العالم.",
    metaDescription:
      "ابحث في كتالوج ماكينات التنظيف الاحترافية والمواد الكيميائية ومنتجات نظافة دورات المياه والأدوات وحاويات النفايات، وصفِّه حسب الفئة والفئة الفرعية والعلامة التجارية.",
    searchLabel: "البحث في المنتجات",
    searchPlaceholder: "ابحث بالاسم أو الوصف...",
    categoryLabel: "الفئة",
    allCategories: "جميع الفئات",
    subcategoryLabel: "الفئة الفرعية",
    allSubcategories: "جميع الفئات الفرعية",
    brandLabel: "العلامة التجارية",
    allBrands: "جميع العلامات التجارية",
    apply: "تطبيق عوامل التصفية",
    clearFilters: "مسح عوامل التصفية",
    activeFilters: "عوامل التصفية المفعّلة",
    removeFilter: (label: string) => `إزالة عامل التصفية ${label}`,
    searchChip: (search: string) => `البحث: «${search}»`,
    sectorChip: (label: string) => `القطاع: ${label}`,
    found: (shown: number, total: number) => `تم العثور على ${shown} من أصل ${total} منتج`,
    displaying: (shown: number, total: number) => `عرض ${shown} من أصل ${total} منتج`,
    showMore: "عرض المزيد من المنتجات",
    noMatchesTitle: "لم يتم العثور على منتجات",
    noMatchesText: "عدّل معايير البحث للعثور على مزيد من المنتجات",
    viewAllProducts: "عرض جميع المنتجات",
    emptyCatalogueTitle: "لا توجد منتجات بعد",
    emptyCatalogueText: "نعمل على تجهيز الكتالوج الإلكتروني. تواصل مع فريقنا وسنرسل إليك المنتجات التي تحتاجها.",
    emptyCatalogueAction: "تواصل معنا",
  },
} as const);

/** Facet counts and the search's corrections (issue 15), shared by /products and the category pages. */
export const FACET_TEXT = bilingual({
  en: {
    /** An option of a select with the number of products it would show: "Kitchex (12)". */
    withCount: (label: string, count: number) => `${label} (${count})`,
    /** The server-rendered links that refine the list in one click, without JavaScript. */
    refine: "Refine results",
    refineSummary: "Refine by category and brand",
    refineBrandSummary: "Refine by brand",
    categories: "Categories",
    subcategories: "Subcategories",
    brands: "Brands",
    /** Before the query as the search read it; the corrected words are emphasised. */
    showingResultsFor: "Showing results for",
  },
  ar: {
    withCount: (label: string, count: number) => `${label} (${count})`,
    refine: "تضييق النتائج",
    refineSummary: "التضييق حسب الفئة والعلامة التجارية",
    refineBrandSummary: "التضييق حسب العلامة التجارية",
    categories: "الفئات",
    subcategories: "الفئات الفرعية",
    brands: "العلامات التجارية",
    showingResultsFor: "عرض نتائج البحث عن",
  },
} as const);

export const PRODUCT_DETAIL_TEXT = bilingual({
  en: {
    back: "Back to Products",
    description: "Product Description",
    features: "Key Features",
    specifications: "Specifications",
    requestQuote: "Request Quote",
    contactExpert: "Contact Expert",
    aboutBrand: (brand: string) => `About ${brand}`,
    brandLogoAlt: (brand: string) => `${brand} logo`,
    notFoundTitle: "Product Not Found",
    notFoundText: "The product you're looking for doesn't exist.",
    browseAll: "Browse All Products",
    highlights: [
      { title: "Premium Quality", text: "Genuine products from the manufacturer" },
      { title: "Warranty Included", text: "Manufacturer warranty and local support" },
      { title: "Fast Delivery", text: "From our local warehouse" },
      { title: "Expert Support", text: "Training, servicing and spare parts" },
    ],
  },
  ar: {
    back: "العودة إلى المنتجات",
    description: "وصف المنتج",
    features: "الميزات الرئيسية",
    specifications: "المواصفات",
    requestQuote: "طلب عرض سعر",
    contactExpert: "تواصل مع خبير",
    aboutBrand: (brand: string) => `نبذة عن ${brand}`,
    brandLogoAlt: (brand: string) => `شعار ${brand}`,
    notFoundTitle: "المنتج غير موجود",
    notFoundText: "المنتج الذي تبحث عنه غير موجود.",
    browseAll: "تصفّح جميع المنتجات",
    highlights: [
      { title: "جودة عالية", text: "منتجات أصلية من الشركة المصنّعة" },
      { title: "ضمان مشمول", text: "ضمان الشركة المصنّعة ودعم محلي" },
      { title: "توصيل سريع", text: "من مستودعنا المحلي" },
      { title: "دعم متخصص", text: "تدريب وصيانة وقطع غيار" },
    ],
  },
} as const);

export const CATEGORY_PAGE_TEXT = bilingual({
  en: {
    fallbackTitle: "Category",
    fallbackDescription: (title: string) => `Browse our selection of ${title.toLowerCase()} products`,
    home: "Home",
    products: "Products",
    breadcrumb: "Breadcrumb",
    searchPlaceholder: "Search products...",
    searchLabel: "Search in this category",
    brandLabel: "Brand",
    allBrands: "All Brands",
    sortLabel: "Sort By",
    sortOptions: { name: "Name (A-Z)", brand: "Brand (A-Z)", category: "Category" },
    viewLabel: "View",
    gridView: "Grid view",
    listView: "List view",
    apply: "Apply",
    clear: "Clear",
    searchChip: (search: string) => `Search: “${search}”`,
    brandChip: (brand: string) => `Brand: ${brand}`,
    count: (n: number, filtered: boolean) =>
      `${n} product${n === 1 ? "" : "s"} found${filtered ? " matching your filters" : ""}`,
    noResultsTitle: "No products found",
    noResultsText: "Try adjusting your search terms or filters to find what you're looking for.",
    clearAll: "Clear all filters",
    showMore: "Show More Products",
    removeChip: "Remove",
    // Range filters by numbers (decision 156).
    clearChips: "Clear all",
    rangesLegend: "Filter by specifications",
    rangeFrom: "From",
    rangeTo: "To",
    rangeLabel: (label: string, unit: string) => (unit ? `${label} (${unit})` : label),
    rangeApply: "Apply ranges",
    rangeChip: (label: string, from: string, to: string, unit: string) =>
      `${label}: ${from && to ? `${from}–${to}` : from ? `from ${from}` : `up to ${to}`}${unit ? ` ${unit}` : ""}`,
    rangeErrors: {
      number: "Enter a number, such as 450 or 2.5.",
      order: "“To” must not be less than “From”.",
    },
  },
  ar: {
    fallbackTitle: "الفئة",
    fallbackDescription: (title: string) => `تصفّح تشكيلتنا من منتجات ${title}`,
    home: "الرئيسية",
    products: "المنتجات",
    breadcrumb: "مسار التنقل",
    searchPlaceholder: "ابحث في المنتجات...",
    searchLabel: "البحث في هذه الفئة",
    brandLabel: "العلامة التجارية",
    allBrands: "جميع العلامات التجارية",
    sortLabel: "الترتيب حسب",
    sortOptions: { name: "الاسم (أ-ي)", brand: "العلامة التجارية (أ-ي)", category: "الفئة" },
    viewLabel: "طريقة العرض",
    gridView: "عرض شبكي",
    listView: "عرض قائمة",
    apply: "تطبيق",
    clear: "مسح",
    searchChip: (search: string) => `البحث: «${search}»`,
    brandChip: (brand: string) => `العلامة التجارية: ${brand}`,
    count: (n: number, filtered: boolean) =>
      `تم العثور على ${arabicProducts(n)}${filtered ? " مطابقة لعوامل التصفية" : ""}`,
    noResultsTitle: "لم يتم العثور على منتجات",
    noResultsText: "جرّب تعديل كلمات البحث أو عوامل التصفية للعثور على ما تبحث عنه.",
    clearAll: "مسح جميع عوامل التصفية",
    showMore: "عرض المزيد من المنتجات",
    removeChip: "إزالة",
    clearChips: "مسح الكل",
    rangesLegend: "التصفية حسب المواصفات",
    rangeFrom: "من",
    rangeTo: "إلى",
    rangeLabel: (label: string, unit: string) => (unit ? `${label} (${unit})` : label),
    rangeApply: "تطبيق النطاقات",
    rangeChip: (label: string, from: string, to: string, unit: string) =>
      `${label}: ${from && to ? `${from}–${to}` : from ? `من ${from}` : `حتى ${to}`}${unit ? ` ${unit}` : ""}`,
    rangeErrors: {
      number: "أدخل رقمًا، مثل 450 أو 2.5.",
      order: "يجب ألا تكون قيمة «إلى» أقل من قيمة «من».",
    },
  },
} as const);
