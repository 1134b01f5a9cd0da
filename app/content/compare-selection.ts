/**
 * The working selection's texts (issue 19): the Compare link on cards and product pages, and the tray that lists the
 * selection on every page. Loaded with the product lists and the tray, not with the comparison page's texts.
 */
import { bilingual } from "~/lib/i18n/bilingual";

export const COMPARE_SELECTION_TEXT = bilingual({
  en: {
    compare: "Compare",
    inComparison: "In comparison",
    full: (max: number) => `Compare (${max} max)`,
    /** The link's accessible name: its state and the product ("Compare: Aquaris 43 B"). */
    named: (label: string, name: string) => `${label}: ${name}`,
    added: (name: string, count: number, max: number) => `${name} added to the comparison (${count} of ${max}).`,
    removed: (name: string) => `${name} removed from the comparison.`,
    cleared: "The comparison is empty.",
    trayLabel: "Products to compare",
    trayHeading: (count: number, max: number) => `Compare (${count} of ${max})`,
    compareNow: (count: number) => `Compare now (${count})`,
    clear: "Clear",
    clearLabel: "Clear the comparison",
    removeNamed: (name: string) => `Remove ${name} from the comparison`,
    unavailable: "Product no longer available",
  },
  ar: {
    compare: "قارن",
    inComparison: "ضمن المقارنة",
    full: (max: number) => `المقارنة (${max} كحد أقصى)`,
    named: (label: string, name: string) => `${label}: ${name}`,
    added: (name: string, count: number, max: number) => `تمت إضافة ${name} إلى المقارنة (${count} من ${max}).`,
    removed: (name: string) => `تمت إزالة ${name} من المقارنة.`,
    cleared: "لم يعد في المقارنة أي منتج.",
    trayLabel: "منتجات للمقارنة",
    trayHeading: (count: number, max: number) => `المقارنة (${count} من ${max})`,
    compareNow: (count: number) => `قارن الآن (${count})`,
    clear: "مسح",
    clearLabel: "مسح المقارنة",
    removeNamed: (name: string) => `إزالة ${name} من المقارنة`,
    unavailable: "منتج لم يعد متوفرًا",
  },
});
