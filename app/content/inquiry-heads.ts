/**
 * What the quote and contact routes need before their forms' code loads (decision 106): the page title and meta
 * description, and the message for a server that cannot be reached (their clientAction). The rest of their texts are in
 * forms.ts and contact.ts, which include these.
 */
import { bilingual } from "~/lib/i18n/bilingual";

export const QUOTE_PAGE_HEAD = bilingual({
  en: {
    title: "Request a Custom Quote",
    metaDescription:
      "Request a custom quote for cleaning machines, chemicals and hygiene supplies: tell us your site and needs, get tailored pricing within 24 hours.",
    failureToastText: "Please try again or contact us directly.",
  },
  ar: {
    title: "اطلب عرض سعر مخصصًا",
    metaDescription:
      "اطلبوا عرض سعر مخصصًا لآلات التنظيف والمواد الكيميائية ومستلزمات النظافة: أخبرونا عن موقعكم واحتياجاتكم، واحصلوا على أسعار مصممة لكم خلال 24 ساعة.",
    failureToastText: "يرجى المحاولة مرة أخرى أو التواصل معنا مباشرة.",
  },
});

export const CONTACT_PAGE_HEAD = bilingual({
  en: {
    title: "Connect With Experts",
    metaDescription:
      "Contact our cleaning-equipment specialists: showroom and service-center phones, email, opening hours and a request form answered within one working day.",
    /** The contact form's fallback error (spec 8): an unreachable server, or a refusal without a message. */
    errorText: "Failed to submit inquiry. Please try again.",
  },
  ar: {
    title: "تواصل مع الخبراء",
    metaDescription:
      "تواصلوا مع مختصينا في معدات التنظيف: هواتف صالة العرض ومركز الخدمة، والبريد الإلكتروني، وساعات العمل، ونموذج طلب نرد عليه خلال يوم عمل واحد.",
    errorText: "تعذّر إرسال الاستفسار. يرجى المحاولة مرة أخرى.",
  },
});
