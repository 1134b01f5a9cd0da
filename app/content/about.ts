/** The about page's texts (spec 2.11); its title and meta description are in about-heads.ts (all its route loads). */
import { bilingual } from "~/lib/i18n/bilingual";
import { ABOUT_PAGE_HEAD } from "./about-heads";
import { FOUNDED_YEAR } from "./company-facts";

export const ABOUT_TEXT = bilingual({
  en: {
    ...ABOUT_PAGE_HEAD.en,
    intro: (country: string) =>
      `Leading ${country}'s cleaning industry since ${FOUNDED_YEAR} with innovative solutions.`,
    storyTitle: "Our Story",
    story: [
      `We opened in ${FOUNDED_YEAR} as a small showroom selling vacuum cleaners and floor machines to local cleaning contractors. Our customers asked for more: chemicals that worked with their machines, spare parts on the shelf, and someone who would train their staff.`,
      "Today we represent manufacturers from Europe, America and Asia, run a warehouse and service center, and supply hotels, hospitals, malls, schools, factories and facility-management companies across the country.",
    ],
    servicesTitle: "Our Services",
    missionTitle: "Our Mission",
    mission:
      "To make every building we serve cleaner, safer and cheaper to maintain — by choosing the right equipment for each job, training the people who use it, and keeping it running for its whole life.",
    whyTitle: "Why Choose Us",
    why: [
      {
        title: "Industry Transformation",
        text: "We brought autonomous scrubbers, dilution control and cold-air scenting to local sites, and we help customers adopt them step by step.",
      },
      {
        title: "Comprehensive Service",
        text: "Sales, installation, training, preventive maintenance and spare parts from one team that knows your machines.",
      },
      {
        title: "International Network",
        text: "Direct partnerships with more than twelve manufacturers mean genuine products, fair prices and factory-trained technicians.",
      },
      {
        title: "Complete Solutions",
        text: "Machines, chemicals, tools, hygiene systems and bins: one supplier and one contact for the whole cleaning operation.",
      },
    ],
    timelineTitle: "Our Journey",
    timeline: [
      {
        year: "2004",
        title: "Company Founded",
        text: "A showroom for vacuum cleaners and floor machines opens its doors.",
      },
      {
        year: "2008",
        title: "European Partnerships",
        text: "Exclusive distribution agreements with European machine and chemical manufacturers.",
      },
      {
        year: "2008",
        title: "Market Expansion",
        text: "A warehouse and service center opens to support hotels, hospitals and contractors nationwide.",
      },
      {
        year: "2018",
        title: "Digital Transformation",
        text: "Online catalogue, service tracking and the first autonomous cleaning robots for our customers.",
      },
      {
        year: "2024",
        title: "Continued Innovation",
        text: "Sustainable chemistry, battery machines and smart dispensers across our range.",
      },
    ],
  },
  ar: {
    ...ABOUT_PAGE_HEAD.ar,
    intro: (country: string) => `روّاد قطاع التنظيف في ${country} منذ ${FOUNDED_YEAR} بحلول مبتكرة.`,
    storyTitle: "قصتنا",
    story: [
      `بدأنا عام ${FOUNDED_YEAR} بصالة عرض صغيرة تبيع المكانس الكهربائية وآلات الأرضيات لمقاولي التنظيف المحليين. ثم طلب عملاؤنا المزيد: مواد كيميائية تلائم آلاتهم، وقطع غيار متوفرة في المخزن، ومن يتولى تدريب موظفيهم.`,
      "واليوم نمثّل شركات مصنّعة من أوروبا وأمريكا وآسيا، وندير مستودعًا ومركزًا للصيانة، ونخدم الفنادق والمستشفيات ومراكز التسوق والمدارس والمصانع وشركات إدارة المرافق في جميع أنحاء البلاد.",
    ],
    servicesTitle: "خدماتنا",
    missionTitle: "رسالتنا",
    mission:
      "أن نجعل كل مبنى نخدمه أنظف وأكثر أمانًا وأقل كلفةً في صيانته، باختيار المعدات المناسبة لكل مهمة، وتدريب من يستخدمونها، والحفاظ على كفاءتها طوال عمرها التشغيلي.",
    whyTitle: "لماذا تختارنا",
    why: [
      {
        title: "الارتقاء بالقطاع",
        text: "أدخلنا آلات التنظيف ذاتية القيادة وأنظمة التحكم في التخفيف والتعطير بتقنية الهواء البارد إلى المواقع المحلية، ونساعد عملاءنا على اعتمادها خطوة بخطوة.",
      },
      {
        title: "خدمة شاملة",
        text: "المبيعات والتركيب والتدريب والصيانة الوقائية وقطع الغيار من فريق واحد يعرف آلاتك جيدًا.",
      },
      {
        title: "شبكة دولية",
        text: "شراكاتنا المباشرة مع أكثر من اثنتي عشرة شركة مصنّعة تعني منتجات أصلية وأسعارًا عادلة وفنيين مدرَّبين لدى المصنع.",
      },
      {
        title: "حلول متكاملة",
        text: "الآلات والمواد الكيميائية والأدوات وأنظمة النظافة والحاويات: مورّد واحد وجهة اتصال واحدة لعمليات التنظيف كلها.",
      },
    ],
    timelineTitle: "مسيرتنا",
    timeline: [
      {
        year: "2004",
        title: "تأسيس الشركة",
        text: "افتتاح صالة عرض للمكانس الكهربائية وآلات الأرضيات.",
      },
      {
        year: "2008",
        title: "شراكات أوروبية",
        text: "اتفاقيات توزيع حصرية مع شركات أوروبية مصنّعة للآلات والمواد الكيميائية.",
      },
      {
        year: "2008",
        title: "التوسع في السوق",
        text: "افتتاح مستودع ومركز صيانة لخدمة الفنادق والمستشفيات والمقاولين في جميع أنحاء البلاد.",
      },
      {
        year: "2018",
        title: "التحول الرقمي",
        text: "كتالوج إلكتروني، ومتابعة لطلبات الصيانة، وأول روبوتات تنظيف ذاتية القيادة لعملائنا.",
      },
      {
        year: "2024",
        title: "الابتكار المستمر",
        text: "كيمياء مستدامة، وآلات تعمل بالبطاريات، وموزّعات ذكية في مختلف منتجاتنا.",
      },
    ],
  },
});
