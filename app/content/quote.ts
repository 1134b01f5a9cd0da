/** The quote page's benefit cards (spec 2.13). */
import { bilingual } from "~/lib/i18n/bilingual";

export const QUOTE_BENEFITS = bilingual({
  en: [
    { title: "Instant Pricing", text: "Get competitive quotes within 24 hours" },
    {
      title: "Best Price Guarantee",
      text: "Direct manufacturer partnerships and volume pricing for multi-site operations.",
    },
    {
      title: "Expert Consultation",
      text: "A product specialist reviews your floors, soils and schedules before recommending anything.",
    },
    { title: "Global Brands", text: "Machines, chemicals and hygiene systems from 12+ international manufacturers." },
  ],
  ar: [
    { title: "تسعير فوري", text: "احصلوا على عروض أسعار تنافسية خلال 24 ساعة" },
    {
      title: "ضمان أفضل سعر",
      text: "شراكات مباشرة مع الشركات المصنّعة وأسعار خاصة بالكميات للعمليات الممتدة على عدة مواقع.",
    },
    {
      title: "استشارة الخبراء",
      text: "يراجع أحد مختصي المنتجات أرضياتكم وأنواع الأوساخ وجداول العمل قبل أن يوصي بأي شيء.",
    },
    { title: "علامات تجارية عالمية", text: "آلات ومواد كيميائية وأنظمة نظافة من أكثر من 12 شركة مصنّعة دولية." },
  ],
});
