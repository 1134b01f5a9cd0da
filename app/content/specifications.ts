/**
 * The names of the groups specification labels are filed under (issue 19): the back office groups labels
 * (specification_labels), and the product page's table and the comparison show the groups in this order.
 */
import { bilingual } from "~/lib/i18n/bilingual";

export const SPECIFICATION_GROUP_NAMES = bilingual({
  en: {
    performance: "Performance",
    capacity: "Capacity",
    power: "Power and battery",
    dimensions: "Dimensions and weight",
    chemistry: "Chemistry and use",
    packaging: "Packaging",
    general: "General",
  },
  ar: {
    performance: "الأداء",
    capacity: "السعة",
    power: "الطاقة والبطارية",
    dimensions: "الأبعاد والوزن",
    chemistry: "التركيب والاستخدام",
    packaging: "التعبئة",
    general: "عام",
  },
});
