/** Texts of the contact page (spec 2.12) around the contact section. */
import { bilingual } from "~/lib/i18n/bilingual";
import { CONTACT_PAGE_HEAD } from "./inquiry-heads";

export const CONTACT_PAGE_TEXT = bilingual({
  en: {
    title: CONTACT_PAGE_HEAD.en.title,
    metaDescription: CONTACT_PAGE_HEAD.en.metaDescription,
    intro:
      "Visit our showroom, call our service team or send us your requirements: we help you choose, install and maintain the right equipment.",
    cards: {
      address: "Address",
      phone: "Phone",
      email: "Email",
      hours: "Business Hours",
      showroom: "Showroom",
      warehouse: "Warehouse/Service Center",
    },
    closing: [
      {
        title: "Free Consultation",
        text: "A specialist visits your site, measures floor areas and soil types, and recommends machines, chemicals and methods at no charge.",
      },
      {
        title: "Competitive Pricing",
        text: "Direct partnerships with the manufacturers mean fair prices, volume discounts and clear service contracts without surprises.",
      },
      {
        title: "Ongoing Support",
        text: "Operator training, preventive maintenance, genuine spare parts and a service center that keeps your fleet running.",
      },
    ],
  },
  ar: {
    title: CONTACT_PAGE_HEAD.ar.title,
    metaDescription: CONTACT_PAGE_HEAD.ar.metaDescription,
    intro:
      "زوروا صالة العرض لدينا، أو اتصلوا بفريق الخدمة، أو أرسلوا إلينا متطلباتكم: نساعدكم في اختيار المعدات المناسبة وتركيبها وصيانتها.",
    cards: {
      address: "العنوان",
      phone: "الهاتف",
      email: "البريد الإلكتروني",
      hours: "ساعات العمل",
      showroom: "صالة العرض",
      warehouse: "المستودع/مركز الخدمة",
    },
    closing: [
      {
        title: "استشارة مجانية",
        text: "يزور أحد مختصينا موقعكم، فيقيس مساحات الأرضيات ويحدد أنواع الأوساخ، ثم يوصي بالآلات والمواد الكيميائية وطرق التنظيف المناسبة دون أي رسوم.",
      },
      {
        title: "أسعار تنافسية",
        text: "شراكاتنا المباشرة مع الشركات المصنّعة تعني أسعارًا عادلة وخصومات على الكميات وعقود خدمة واضحة بلا مفاجآت.",
      },
      {
        title: "دعم متواصل",
        text: "تدريب المشغّلين، والصيانة الوقائية، وقطع الغيار الأصلية، ومركز خدمة يحافظ على جاهزية معداتكم.",
      },
    ],
  },
});
