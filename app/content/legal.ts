/**
 * Privacy Policy and Terms of Service (spec 1, 2.14), written for this company; facts come from the site configuration.
 * In the Arabic, phone numbers and e-mail addresses are isolated left-to-right runs (ltrIsolate), so their groups keep
 * their order inside the right-to-left sentence.
 */
import { bilingual } from "~/lib/i18n/bilingual";
import { ltrIsolate } from "~/lib/i18n/bidi";
import type { SiteConfig } from "./site-config";

export interface LegalSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** The date both legal pages were last changed, as each edition writes it. */
export const LEGAL_UPDATED = bilingual({
  en: "Last updated 1 November 2026",
  ar: "آخر تحديث: 1 نوفمبر 2026",
});

export const PRIVACY_POLICY = bilingual({
  en: {
    title: "Privacy Policy",
    metaDescription:
      "How we collect, use and protect the contact details and business requirements you send us through this website.",
    sections: (site: SiteConfig): LegalSection[] => [
      {
        title: "Information Collection",
        paragraphs: [
          `${site.companyName} collects the contact details you give us (name, email address, phone number and company), your business requirements and the technical specifications you describe when you send an inquiry or request a quote on this website.`,
          "Our server also records technical data needed to run the site securely (IP address, time and requested page) for a limited period. We do not use advertising trackers.",
        ],
      },
      {
        title: "Use of Information",
        paragraphs: [
          "We use this information to prepare quotations, provide technical support and recommend products that fit your needs, and to contact you about your inquiry.",
          "We do not sell your information. We share it only with the manufacturer of a product you ask about when this is needed to answer you, or when the law requires it.",
        ],
      },
      {
        title: "Data Security",
        paragraphs: [
          "Inquiries are stored in a protected database that only authorised staff can access. The website is served over encrypted connections, and submissions are checked to block automated abuse.",
          "We keep inquiries as long as they are needed for the business relationship and our legal obligations, then delete them.",
        ],
      },
      {
        title: "Contact Us",
        paragraphs: [
          `To see, correct or delete the information we hold about you, write to ${site.email} or call ${site.showroomPhone}. ${site.companyName}, ${site.city}, ${site.country}.`,
        ],
      },
    ],
  },
  ar: {
    title: "سياسة الخصوصية",
    metaDescription: "كيف نجمع بيانات الاتصال ومتطلبات العمل التي ترسلها إلينا عبر هذا الموقع، وكيف نستخدمها ونحميها.",
    sections: (site: SiteConfig): LegalSection[] => [
      {
        title: "جمع المعلومات",
        paragraphs: [
          `تجمع ${site.arabic.companyName} بيانات الاتصال التي تقدّمها لنا (الاسم والبريد الإلكتروني ورقم الهاتف واسم الشركة)، ومتطلبات عملك، والمواصفات الفنية التي تصفها عند إرسال استفسار أو طلب عرض سعر عبر هذا الموقع.`,
          "ويسجّل خادمنا كذلك البيانات الفنية اللازمة لتشغيل الموقع بأمان (عنوان IP ووقت الطلب والصفحة المطلوبة) لفترة محدودة. ولا نستخدم أي أدوات تتبّع إعلانية.",
        ],
      },
      {
        title: "استخدام المعلومات",
        paragraphs: [
          "نستخدم هذه المعلومات لإعداد عروض الأسعار وتقديم الدعم الفني والتوصية بالمنتجات التي تلائم احتياجاتك، وللتواصل معك بشأن استفسارك.",
          "لا نبيع معلوماتك، ولا نشاركها إلا مع الشركة المصنّعة للمنتج الذي تسأل عنه عندما يلزم ذلك للرد عليك، أو عندما يقتضي القانون ذلك.",
        ],
      },
      {
        title: "أمن البيانات",
        paragraphs: [
          "تُحفظ الاستفسارات في قاعدة بيانات محمية لا يصل إليها إلا الموظفون المخوّلون. ويُقدَّم الموقع عبر اتصالات مشفّرة، وتُفحص الطلبات المرسلة لمنع إساءة الاستخدام الآلية.",
          "نحتفظ بالاستفسارات طوال المدة التي تتطلبها علاقة العمل والتزاماتنا القانونية، ثم نحذفها.",
        ],
      },
      {
        title: "اتصل بنا",
        paragraphs: [
          `للاطلاع على المعلومات التي نحتفظ بها عنك أو تصحيحها أو حذفها، راسلنا على ${ltrIsolate(site.email)} أو اتصل بنا على ${ltrIsolate(site.showroomPhone)}. ${site.arabic.companyName}، ${site.arabic.city}، ${site.arabic.country}.`,
        ],
      },
    ],
  },
});

export const TERMS_OF_SERVICE = bilingual({
  en: {
    title: "Terms of Service",
    metaDescription:
      "Terms for quotations, manufacturer warranties, service standards and support for the equipment we supply.",
    sections: (site: SiteConfig): LegalSection[] => [
      {
        title: "Service Agreement",
        paragraphs: [
          `This website presents the products and services of ${site.companyName}. Product information, images and specifications are provided for guidance; a binding offer is made only in a written quotation.`,
          "Prices, availability and delivery times are confirmed in each quotation and order confirmation.",
        ],
      },
      {
        title: "Product Warranties",
        paragraphs: [
          "Equipment carries the manufacturer's warranty. Additional support — such as extended service, preventive maintenance or training — is provided as set out in the individual product agreement.",
          "Warranties do not cover wear parts, damage from misuse, or repairs by unauthorised parties. Genuine spare parts keep the warranty valid.",
        ],
      },
      {
        title: "Service Standards",
        paragraphs: [
          "We answer inquiries within one working day and quote requests within 24 hours. Service visits are scheduled according to the service contract; urgent breakdowns are prioritised.",
          "Operator training is offered with every machine we deliver.",
        ],
      },
      {
        title: "Contact Information",
        paragraphs: [
          `${site.companyName}, ${site.city}, ${site.country}. Showroom ${site.showroomPhone}, warehouse/service center ${site.warehousePhone}, email ${site.email}.`,
        ],
      },
    ],
  },
  ar: {
    title: "شروط الخدمة",
    metaDescription: "شروط عروض الأسعار وضمانات الشركات المصنّعة ومعايير الخدمة والدعم للمعدات التي نوردها.",
    sections: (site: SiteConfig): LegalSection[] => [
      {
        title: "اتفاقية الخدمة",
        paragraphs: [
          `يعرض هذا الموقع منتجات ${site.arabic.companyName} وخدماتها. وتُقدَّم معلومات المنتجات وصورها ومواصفاتها للاسترشاد فقط، ولا يصدر عرض ملزم إلا في عرض سعر مكتوب.`,
          "تُؤكَّد الأسعار والتوفر ومواعيد التسليم في كل عرض سعر وفي كل تأكيد طلب.",
        ],
      },
      {
        title: "ضمانات المنتجات",
        paragraphs: [
          "تخضع المعدات لضمان الشركة المصنّعة. ويُقدَّم الدعم الإضافي، كالخدمة الممتدة أو الصيانة الوقائية أو التدريب، وفق ما تنص عليه اتفاقية كل منتج على حدة.",
          "لا تشمل الضمانات القطع المستهلكة، ولا الأضرار الناتجة عن سوء الاستخدام، ولا الإصلاحات التي تجريها جهات غير معتمدة. ويحافظ استخدام قطع الغيار الأصلية على سريان الضمان.",
        ],
      },
      {
        title: "معايير الخدمة",
        paragraphs: [
          "نرد على الاستفسارات خلال يوم عمل واحد، وعلى طلبات عروض الأسعار خلال 24 ساعة. وتُجدوَل زيارات الصيانة وفق عقد الخدمة، وتحظى الأعطال الطارئة بالأولوية.",
          "نقدّم تدريبًا للمشغّلين مع كل آلة نسلّمها.",
        ],
      },
      {
        title: "معلومات الاتصال",
        paragraphs: [
          `${site.arabic.companyName}، ${site.arabic.city}، ${site.arabic.country}. صالة العرض ${ltrIsolate(site.showroomPhone)}، المستودع ومركز الصيانة ${ltrIsolate(site.warehousePhone)}، البريد الإلكتروني ${ltrIsolate(site.email)}.`,
        ],
      },
    ],
  },
});

/** The sitemap page's groups (spec 2.14); addresses are the English edition's, each page links them in its own. */
export const SITEMAP_GROUPS = bilingual({
  en: [
    {
      title: "Main Pages",
      links: [
        { label: "Home", href: "/" },
        { label: "About Us", href: "/about" },
        { label: "Contact", href: "/contact" },
      ],
    },
    {
      title: "Solutions",
      links: [
        { label: "All Solutions", href: "/solutions" },
        { label: "Vacuum Solutions", href: "/vacuum-solutions" },
        { label: "Automation", href: "/automation-solutions" },
        { label: "Products", href: "/products" },
      ],
    },
    {
      title: "Legal",
      links: [
        { label: "Privacy Policy", href: "/privacy-policy" },
        { label: "Terms of Service", href: "/terms-of-service" },
        { label: "Sitemap", href: "/sitemap" },
      ],
    },
  ],
  ar: [
    {
      title: "الصفحات الرئيسية",
      links: [
        { label: "الرئيسية", href: "/" },
        { label: "من نحن", href: "/about" },
        { label: "اتصل بنا", href: "/contact" },
      ],
    },
    {
      title: "الحلول",
      links: [
        { label: "جميع الحلول", href: "/solutions" },
        { label: "حلول الشفط", href: "/vacuum-solutions" },
        { label: "الأتمتة", href: "/automation-solutions" },
        { label: "المنتجات", href: "/products" },
      ],
    },
    {
      title: "المعلومات القانونية",
      links: [
        { label: "سياسة الخصوصية", href: "/privacy-policy" },
        { label: "شروط الخدمة", href: "/terms-of-service" },
        { label: "خريطة الموقع", href: "/sitemap" },
      ],
    },
  ],
});
