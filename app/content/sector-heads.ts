/**
 * What the sector routes need before the page's code loads (decision 106): each page's title and meta description, and
 * the sectors' short names (the catalogue's sector filter chip). The pages' other texts are in sectors.ts (SECTOR_PAGES
 * includes these).
 */
import type { Sector } from "~/lib/catalogue/sectors";
import { bilingual } from "~/lib/i18n/bilingual";

type SectorHead = { readonly title: string; readonly metaDescription: string };

export const SECTOR_PAGE_HEADS = bilingual({
  en: {
    commercial: {
      title: "Commercial Spaces",
      metaDescription:
        "Cleaning equipment for commercial spaces: scrubber-dryers, vacuums and chemicals for offices, malls, airports and car parks.",
    },
    healthcare: {
      title: "Healthcare Facilities",
      metaDescription:
        "Cleaning and disinfection for healthcare: hospital-grade disinfectants, HEPA vacuums, sanitizer dispensers and infection-control training.",
    },
    hospitality: {
      title: "Hospitality Excellence",
      metaDescription:
        "Cleaning solutions for hotels and restaurants: marble care, quiet vacuums, carpet extraction, kitchen chemicals and washroom fragrance systems.",
    },
  } satisfies Record<Sector, SectorHead>,
  ar: {
    commercial: {
      title: "المساحات التجارية",
      metaDescription:
        "معدات تنظيف للمساحات التجارية: آلات التنظيف والتجفيف والمكانس الكهربائية والمواد الكيميائية للمكاتب ومراكز التسوق والمطارات ومواقف السيارات.",
    },
    healthcare: {
      title: "مرافق الرعاية الصحية",
      metaDescription:
        "التنظيف والتطهير لقطاع الرعاية الصحية: مطهرات بمواصفات المستشفيات، ومكانس بمرشحات HEPA، وموزّعات معقمات، وتدريب على مكافحة العدوى.",
    },
    hospitality: {
      title: "التميّز في الضيافة",
      metaDescription:
        "حلول تنظيف للفنادق والمطاعم: العناية بالرخام، ومكانس هادئة، وتنظيف السجاد بالاستخلاص، ومواد كيميائية للمطابخ، وأنظمة تعطير دورات المياه.",
    },
  },
});

/** The sectors' short names (spec 9.1), as the catalogue's "Sector: …" filter chip shows them. */
export const SECTOR_LABELS = bilingual({
  en: {
    commercial: "Commercial Spaces",
    healthcare: "Healthcare Facilities",
    hospitality: "Hospitality",
  } satisfies Record<Sector, string>,
  ar: {
    commercial: "المساحات التجارية",
    healthcare: "مرافق الرعاية الصحية",
    hospitality: "الضيافة",
  },
});
