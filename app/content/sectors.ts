/**
 * The three sector pages (spec 2.10): hero, 4 feature cards, 6 venue cards, extras. One source, rendered by one
 * component (which also holds the feature cards' icons, in the order of `features`).
 */
import type { Sector } from "~/lib/catalogue/sectors";
import { bilingual } from "~/lib/i18n/bilingual";
import { SECTOR_PAGE_HEADS } from "./sector-heads";

export interface SectorContent {
  readonly title: string;
  readonly intro: string;
  readonly metaDescription: string;
  readonly primaryButton: string;
  readonly secondaryButton: string;
  readonly viewAll: string;
  readonly featuresHeading: string;
  readonly features: ReadonlyArray<{
    readonly title: string;
    readonly description: string;
    readonly bullets: readonly string[];
  }>;
  readonly venuesHeading: string;
  readonly venues: ReadonlyArray<{
    readonly name: string;
    readonly description: string;
    readonly bullets: readonly string[];
  }>;
  readonly productsHeading: string;
}

export const SECTOR_PAGES = bilingual({
  en: {
    commercial: {
      ...SECTOR_PAGE_HEADS.en.commercial,
      intro:
        "Offices, malls, airports and car parks: equipment and chemicals that keep high-traffic floors safe and presentable, day and night.",
      primaryButton: "Explore Solutions",
      secondaryButton: "Schedule Assessment",
      viewAll: "View All Commercial Solutions",
      featuresHeading: "Built for high-traffic buildings",
      features: [
        {
          title: "Daytime Cleaning",
          description: "Quiet machines that clean while tenants work.",
          bullets: ["Noise levels from 58 dB(A)", "Battery models without trailing cables", "Fast-drying floors"],
        },
        {
          title: "Lower Cost per m²",
          description: "Productivity that shrinks labour hours.",
          bullets: [
            "Up to 2,500 m² per hour",
            "Eco modes that save water and chemical",
            "Dilution control for every product",
          ],
        },
        {
          title: "Safe Surfaces",
          description: "Floors dry and slip-free the moment the machine passes.",
          bullets: [
            "Scrub and dry in one pass",
            "Anti-slip floor care programmes",
            "Wet-floor signage included in kits",
          ],
        },
        {
          title: "Measurable Results",
          description: "Data that proves the building is clean.",
          bullets: [
            "Cleaning reports from autonomous machines",
            "Service history per machine",
            "Quarterly performance reviews",
          ],
        },
      ],
      venuesHeading: "Where our commercial solutions work",
      venues: [
        {
          name: "Office Towers",
          description: "Lobbies, corridors and carpeted floors cleaned outside working hours.",
          bullets: ["Backpack and upright vacuums", "Compact scrubber-dryers", "Washroom dispensers and refills"],
        },
        {
          name: "Shopping Malls",
          description: "Vast stone floors and food courts that never close.",
          bullets: ["Ride-on scrubber-dryers", "Marble polishing programmes", "Bins and recycling stations"],
        },
        {
          name: "Airports & Transit",
          description: "Round-the-clock cleaning around travellers and luggage.",
          bullets: ["Autonomous scrubbers", "Quiet battery machines", "High-capacity washrooms"],
        },
        {
          name: "Car Parks",
          description: "Oil, tyre marks and sand removed from concrete decks.",
          bullets: ["Ride-on sweepers", "Hot-water pressure washers", "Heavy-duty degreasers"],
        },
        {
          name: "Retail Stores",
          description: "Spotless shop floors before the doors open.",
          bullets: ["Micro scrubber-dryers", "Floor pads for every finish", "Glass and window tools"],
        },
        {
          name: "Education Campuses",
          description: "Classrooms, halls and sports floors cleaned between sessions.",
          bullets: ["Colour-coded tools", "Low-odour chemicals", "Durable waste bins"],
        },
      ],
      productsHeading: "Recommended for Commercial Spaces",
    },
    healthcare: {
      ...SECTOR_PAGE_HEADS.en.healthcare,
      intro:
        "Hospitals, clinics and laboratories: disinfection chemicals, HEPA-filtered vacuums and hygiene systems that support infection-control protocols.",
      primaryButton: "Healthcare Solutions",
      secondaryButton: "Clinical Consultation",
      viewAll: "View All Healthcare Solutions",
      featuresHeading: "Supporting infection control",
      features: [
        {
          title: "Proven Disinfection",
          description: "Chemicals tested to European standards.",
          bullets: [
            "Bactericidal and virucidal claims",
            "Clear contact times",
            "Safety data sheets in English and Arabic",
          ],
        },
        {
          title: "Clean Air",
          description: "Vacuums that keep dust out of patient areas.",
          bullets: ["HEPA H13 exhaust filtration", "Sealed dust bags", "Quiet operation near patients"],
        },
        {
          title: "No Cross-Contamination",
          description: "Colour-coded tools and cloths for every zone.",
          bullets: ["Four-colour microfibre system", "Autoclavable tools", "Touch-free dispensers"],
        },
        {
          title: "Trained Teams",
          description: "On-site training for environmental services staff.",
          bullets: ["Dilution and dwell-time training", "Method cards for each area", "Refresher visits"],
        },
      ],
      venuesHeading: "Healthcare environments we equip",
      venues: [
        {
          name: "Hospitals",
          description: "Wards, theatres and corridors with strict cleaning schedules.",
          bullets: ["One-step disinfectant cleaners", "HEPA vacuums", "Scrubber-dryers for long corridors"],
        },
        {
          name: "Clinics & Polyclinics",
          description: "Busy waiting rooms and treatment rooms cleaned between patients.",
          bullets: ["Ready-to-use sprays", "Touch-free sanitizer dispensers", "Medical waste bins"],
        },
        {
          name: "Dental Practices",
          description: "Surfaces disinfected between every appointment.",
          bullets: ["Fast-acting surface disinfectants", "Microfibre cloth systems", "Pedal bins"],
        },
        {
          name: "Laboratories",
          description: "Clean, dust-free work areas for sensitive equipment.",
          bullets: ["Class M and HEPA vacuums", "Neutral cleaners", "Sealed waste containers"],
        },
        {
          name: "Care Homes",
          description: "Hygienic, homely spaces for elderly residents.",
          bullets: ["Fragrance-free options", "Carpet extractors", "Washroom hygiene"],
        },
        {
          name: "Pharmacies",
          description: "Spotless retail floors and stock rooms.",
          bullets: ["Compact scrubber-dryers", "Glass cleaners", "Hand hygiene stations"],
        },
      ],
      productsHeading: "Recommended for Healthcare",
    },
    hospitality: {
      ...SECTOR_PAGE_HEADS.en.hospitality,
      intro:
        "Hotels, resorts and restaurants: guest-ready rooms, gleaming marble lobbies and HACCP-compliant kitchens, cleaned quietly and quickly.",
      primaryButton: "Hospitality Solutions",
      secondaryButton: "Luxury Consultation",
      viewAll: "View All Hospitality Solutions",
      featuresHeading: "Cleaning that guests never notice",
      features: [
        {
          title: "Marble that Shines",
          description: "Restoration and daily care for stone lobbies.",
          bullets: ["Diamond polishing programmes", "Crystallisation for marble", "Daily maintenance pads"],
        },
        {
          title: "Quiet Operation",
          description: "Machines designed to work near sleeping guests.",
          bullets: ["Low-noise vacuums", "Battery scrubbers", "Night-time schedules"],
        },
        {
          title: "Signature Scents",
          description: "Fragrance that guests remember.",
          bullets: ["Cold-air scent diffusers", "HVAC scenting", "Twelve signature fragrances"],
        },
        {
          title: "Kitchen Hygiene",
          description: "Food-safe chemistry for busy kitchens.",
          bullets: ["Degreasers and oven cleaners", "Dishwash detergents and rinse aids", "Food-safe sanitizers"],
        },
      ],
      venuesHeading: "Hospitality venues we serve",
      venues: [
        {
          name: "Luxury Hotels",
          description: "Five-star standards from lobby to ballroom.",
          bullets: ["Marble restoration", "Carpet extractors", "Fragrance systems"],
        },
        {
          name: "Resorts",
          description: "Indoor and outdoor areas kept immaculate.",
          bullets: ["Pressure washers for pool decks", "Outdoor bins", "Steam cleaners"],
        },
        {
          name: "Restaurants",
          description: "Front and back of house cleaned between services.",
          bullets: ["Kitchen degreasers", "Floor scrubbers", "Washroom dispensers"],
        },
        {
          name: "Serviced Apartments",
          description: "Fast turnovers without compromise.",
          bullets: ["Housekeeping trolleys", "Multi-surface cleaners", "Backpack vacuums"],
        },
        {
          name: "Banquet Halls",
          description: "Large floors reset overnight between events.",
          bullets: ["Ride-on scrubbers", "Carpet care", "Waste stations"],
        },
        {
          name: "Spas & Wellness",
          description: "Calm, hygienic spaces with gentle chemistry.",
          bullets: ["Fragrance-free cleaners", "Steam sanitising", "Towel and tissue dispensers"],
        },
      ],
      productsHeading: "Recommended for Hospitality",
    },
  } satisfies Record<Sector, SectorContent>,
  ar: {
    commercial: {
      ...SECTOR_PAGE_HEADS.ar.commercial,
      intro:
        "المكاتب ومراكز التسوق والمطارات ومواقف السيارات: معدات ومواد كيميائية تحافظ على أرضيات المناطق المزدحمة آمنة وأنيقة ليلًا ونهارًا.",
      primaryButton: "استكشف الحلول",
      secondaryButton: "احجز تقييمًا للموقع",
      viewAll: "عرض جميع الحلول التجارية",
      featuresHeading: "مصممة للمباني عالية الحركة",
      features: [
        {
          title: "التنظيف أثناء النهار",
          description: "آلات هادئة تنظّف بينما يواصل المستأجرون أعمالهم.",
          bullets: [
            "مستويات ضوضاء تبدأ من 58 ديسيبل (A)",
            "طرازات تعمل بالبطاريات بلا كابلات ممتدة",
            "أرضيات تجف بسرعة",
          ],
        },
        {
          title: "تكلفة أقل لكل متر مربع",
          description: "إنتاجية تختصر ساعات العمل.",
          bullets: [
            "حتى 2,500 متر مربع في الساعة",
            "أوضاع اقتصادية توفّر المياه والمواد الكيميائية",
            "تحكم في التخفيف لكل منتج",
          ],
        },
        {
          title: "أسطح آمنة",
          description: "أرضيات جافة ومانعة للانزلاق فور مرور الآلة.",
          bullets: [
            "تنظيف وتجفيف في مرور واحد",
            "برامج عناية بالأرضيات مضادة للانزلاق",
            "لافتات تحذير الأرضية المبللة ضمن الأطقم",
          ],
        },
        {
          title: "نتائج قابلة للقياس",
          description: "بيانات تثبت نظافة المبنى.",
          bullets: ["تقارير تنظيف من الآلات ذاتية القيادة", "سجل صيانة لكل آلة", "مراجعات أداء ربع سنوية"],
        },
      ],
      venuesHeading: "أين تعمل حلولنا التجارية",
      venues: [
        {
          name: "الأبراج المكتبية",
          description: "ردهات وممرات وأرضيات مفروشة بالسجاد تُنظَّف خارج ساعات العمل.",
          bullets: [
            "مكانس محمولة على الظهر ومكانس قائمة",
            "آلات تنظيف وتجفيف مدمجة",
            "موزّعات دورات المياه وعبوات إعادة التعبئة",
          ],
        },
        {
          name: "مراكز التسوق",
          description: "أرضيات حجرية واسعة وساحات طعام لا تغلق أبوابها.",
          bullets: ["آلات تنظيف وتجفيف بمقعد للسائق", "برامج تلميع الرخام", "حاويات ومحطات لإعادة التدوير"],
        },
        {
          name: "المطارات ومحطات النقل",
          description: "تنظيف على مدار الساعة وسط المسافرين وأمتعتهم.",
          bullets: ["آلات تنظيف ذاتية القيادة", "آلات هادئة تعمل بالبطاريات", "دورات مياه عالية الاستيعاب"],
        },
        {
          name: "مواقف السيارات",
          description: "إزالة الزيوت وآثار الإطارات والرمال من الطوابق الخرسانية.",
          bullets: ["آلات كنس بمقعد للسائق", "غسالات ضغط بالماء الساخن", "مزيلات دهون للأعمال الشاقة"],
        },
        {
          name: "متاجر التجزئة",
          description: "أرضيات متاجر ناصعة قبل فتح الأبواب.",
          bullets: ["آلات تنظيف وتجفيف صغيرة", "وسادات أرضيات لكل نوع من التشطيبات", "أدوات تنظيف الزجاج والنوافذ"],
        },
        {
          name: "الحرم التعليمية",
          description: "فصول وقاعات وملاعب رياضية تُنظَّف بين الحصص.",
          bullets: ["أدوات مرمّزة بالألوان", "مواد كيميائية قليلة الرائحة", "حاويات نفايات متينة"],
        },
      ],
      productsHeading: "منتجات نوصي بها للمساحات التجارية",
    },
    healthcare: {
      ...SECTOR_PAGE_HEADS.ar.healthcare,
      intro:
        "المستشفيات والعيادات والمختبرات: مواد كيميائية للتطهير، ومكانس بمرشحات HEPA، وأنظمة نظافة تدعم بروتوكولات مكافحة العدوى.",
      primaryButton: "حلول الرعاية الصحية",
      secondaryButton: "استشارة سريرية",
      viewAll: "عرض جميع حلول الرعاية الصحية",
      featuresHeading: "دعم مكافحة العدوى",
      features: [
        {
          title: "تطهير مثبت الفعالية",
          description: "مواد كيميائية مختبرة وفق المعايير الأوروبية.",
          bullets: [
            "فعالية مثبتة ضد البكتيريا والفيروسات",
            "أزمنة تلامس واضحة",
            "صحائف بيانات السلامة باللغتين العربية والإنجليزية",
          ],
        },
        {
          title: "هواء نقي",
          description: "مكانس تُبقي الغبار بعيدًا عن مناطق المرضى.",
          bullets: ["ترشيح هواء العادم بمرشحات HEPA H13", "أكياس غبار محكمة الإغلاق", "تشغيل هادئ بالقرب من المرضى"],
        },
        {
          title: "لا عدوى متبادلة",
          description: "أدوات وأقمشة مرمّزة بالألوان لكل منطقة.",
          bullets: ["نظام ألياف دقيقة بأربعة ألوان", "أدوات قابلة للتعقيم بالأوتوكلاف", "موزّعات تعمل دون لمس"],
        },
        {
          title: "فرق مدرَّبة",
          description: "تدريب في الموقع لموظفي الخدمات البيئية.",
          bullets: ["التدريب على التخفيف وزمن التلامس", "بطاقات إجراءات لكل منطقة", "زيارات تدريبية تنشيطية"],
        },
      ],
      venuesHeading: "بيئات الرعاية الصحية التي نجهّزها",
      venues: [
        {
          name: "المستشفيات",
          description: "أجنحة وغرف عمليات وممرات بجداول تنظيف صارمة.",
          bullets: ["منظفات مطهّرة بخطوة واحدة", "مكانس بمرشحات HEPA", "آلات تنظيف وتجفيف للممرات الطويلة"],
        },
        {
          name: "العيادات والمجمعات الطبية",
          description: "غرف انتظار وغرف علاج مزدحمة تُنظَّف بين المرضى.",
          bullets: ["بخاخات جاهزة للاستخدام", "موزّعات معقمات تعمل دون لمس", "حاويات النفايات الطبية"],
        },
        {
          name: "عيادات الأسنان",
          description: "أسطح تُطهَّر بين كل موعد وآخر.",
          bullets: ["مطهرات أسطح سريعة المفعول", "أنظمة أقمشة الألياف الدقيقة", "حاويات بدواسة"],
        },
        {
          name: "المختبرات",
          description: "مناطق عمل نظيفة وخالية من الغبار للأجهزة الحساسة.",
          bullets: ["مكانس من الفئة M وبمرشحات HEPA", "منظفات متعادلة", "حاويات نفايات محكمة الإغلاق"],
        },
        {
          name: "دور الرعاية",
          description: "مساحات صحية ودافئة لكبار السن من المقيمين.",
          bullets: ["خيارات خالية من العطور", "آلات استخلاص لتنظيف السجاد", "نظافة دورات المياه"],
        },
        {
          name: "الصيدليات",
          description: "أرضيات بيع ومستودعات ناصعة النظافة.",
          bullets: ["آلات تنظيف وتجفيف مدمجة", "منظفات الزجاج", "محطات لتعقيم اليدين"],
        },
      ],
      productsHeading: "منتجات نوصي بها للرعاية الصحية",
    },
    hospitality: {
      ...SECTOR_PAGE_HEADS.ar.hospitality,
      intro:
        "الفنادق والمنتجعات والمطاعم: غرف جاهزة لاستقبال الضيوف، وردهات رخامية لامعة، ومطابخ ممتثلة لنظام HACCP، تُنظَّف بهدوء وسرعة.",
      primaryButton: "حلول الضيافة",
      secondaryButton: "استشارة للمنشآت الفاخرة",
      viewAll: "عرض جميع حلول الضيافة",
      featuresHeading: "نظافة لا يلاحظها الضيوف",
      features: [
        {
          title: "رخام يتلألأ",
          description: "ترميم وعناية يومية للردهات الحجرية.",
          bullets: ["برامج التلميع بالألماس", "بلورة الرخام", "وسادات للصيانة اليومية"],
        },
        {
          title: "تشغيل هادئ",
          description: "آلات مصممة للعمل بالقرب من الضيوف النائمين.",
          bullets: ["مكانس منخفضة الضوضاء", "آلات تنظيف تعمل بالبطاريات", "جداول عمل ليلية"],
        },
        {
          title: "روائح مميزة",
          description: "عطور تبقى في ذاكرة الضيوف.",
          bullets: ["أجهزة نشر الروائح بالهواء البارد", "التعطير عبر أنظمة التكييف المركزي", "اثنتا عشرة رائحة مميزة"],
        },
        {
          title: "نظافة المطابخ",
          description: "كيمياء آمنة على الأغذية للمطابخ المزدحمة.",
          bullets: ["مزيلات الدهون ومنظفات الأفران", "منظفات غسل الأطباق ومواد الشطف", "معقمات آمنة على الأغذية"],
        },
      ],
      venuesHeading: "منشآت الضيافة التي نخدمها",
      venues: [
        {
          name: "الفنادق الفاخرة",
          description: "معايير الخمس نجوم من الردهة إلى قاعة الاحتفالات.",
          bullets: ["ترميم الرخام", "آلات استخلاص لتنظيف السجاد", "أنظمة التعطير"],
        },
        {
          name: "المنتجعات",
          description: "مناطق داخلية وخارجية تبقى في غاية النظافة.",
          bullets: ["غسالات ضغط لأسطح المسابح", "حاويات للأماكن الخارجية", "أجهزة التنظيف بالبخار"],
        },
        {
          name: "المطاعم",
          description: "صالات الطعام والمطابخ تُنظَّف بين الوجبات.",
          bullets: ["مزيلات دهون للمطابخ", "آلات تنظيف الأرضيات", "موزّعات دورات المياه"],
        },
        {
          name: "الشقق الفندقية",
          description: "تجهيز سريع بين النزلاء دون تنازل عن الجودة.",
          bullets: ["عربات التدبير الفندقي", "منظفات متعددة الأسطح", "مكانس محمولة على الظهر"],
        },
        {
          name: "قاعات المناسبات",
          description: "أرضيات واسعة تُجهَّز خلال الليل بين المناسبات.",
          bullets: ["آلات تنظيف بمقعد للسائق", "العناية بالسجاد", "محطات النفايات"],
        },
        {
          name: "المنتجعات الصحية ومراكز العافية",
          description: "مساحات هادئة ونظيفة بمواد كيميائية لطيفة.",
          bullets: ["منظفات خالية من العطور", "التعقيم بالبخار", "موزّعات المناشف والمناديل"],
        },
      ],
      productsHeading: "منتجات نوصي بها لقطاع الضيافة",
    },
  },
});

export const HEALTHCARE_EXTRAS = bilingual({
  en: {
    complianceHeading: "Standards our healthcare range supports",
    claimsLabel: "What our healthcare range delivers",
    compliance: ["CDC Guidelines", "EPA Registered", "FDA Compliant", "Joint Commission"],
    claims: ["99.9% Pathogen Elimination", "EPA Approved", "CDC Compliant", "HEPA Filtration"],
  },
  ar: {
    complianceHeading: "المعايير التي تدعمها منتجاتنا للرعاية الصحية",
    claimsLabel: "ما تقدّمه منتجاتنا للرعاية الصحية",
    compliance: ["إرشادات CDC", "مسجّل لدى EPA", "متوافق مع FDA", "معايير اللجنة المشتركة"],
    claims: ["القضاء على 99.9% من مسببات الأمراض", "معتمد من EPA", "متوافق مع CDC", "ترشيح HEPA"],
  },
});

export const HOSPITALITY_EXTRAS = bilingual({
  en: {
    heading: "Guest-Centric Features",
    features: [
      {
        title: "Silent Night Operations",
        text: "Battery machines and low-noise vacuums that clean corridors while guests sleep.",
      },
      {
        title: "Fragrance-Free Options",
        text: "Unscented chemicals and refills for guests with sensitivities and for spa areas.",
      },
      {
        title: "Rapid Room Turnover",
        text: "Trolleys, backpack vacuums and ready-to-use sprays that cut minutes from every room.",
      },
      {
        title: "Luxury Surface Care",
        text: "Polishing programmes for marble, granite and fine woods in lobbies and suites.",
      },
    ],
  },
  ar: {
    heading: "مزايا تضع الضيف أولًا",
    features: [
      {
        title: "عمليات ليلية صامتة",
        text: "آلات تعمل بالبطاريات ومكانس منخفضة الضوضاء تنظّف الممرات بينما ينام الضيوف.",
      },
      {
        title: "خيارات خالية من العطور",
        text: "مواد كيميائية وعبوات إعادة تعبئة بلا رائحة للضيوف ذوي الحساسية ولمناطق السبا.",
      },
      {
        title: "تجهيز سريع للغرف",
        text: "عربات خدمة ومكانس محمولة على الظهر وبخاخات جاهزة للاستخدام توفّر دقائق في كل غرفة.",
      },
      {
        title: "عناية فاخرة بالأسطح",
        text: "برامج تلميع للرخام والغرانيت والأخشاب الفاخرة في الردهات والأجنحة.",
      },
    ],
  },
});
