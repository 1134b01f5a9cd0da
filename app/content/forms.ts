/** Every text of the contact and quote forms (spec 2.12, 2.13, 5, 8): labels, buttons, messages, toasts. */
import { bilingual } from "~/lib/i18n/bilingual";
import { CONTACT_PAGE_HEAD, QUOTE_PAGE_HEAD } from "./inquiry-heads";

/**
 * The generic field messages of every form schema (spec 5: "generic defaults such as Required"), in the edition's
 * language; app/lib/forms/fields.ts builds the field rules with one of these sets (decision 137).
 */
export const FIELD_MESSAGES = bilingual({
  en: {
    required: "Required",
    tooLong: (max: number) => `Must be at most ${max} characters`,
    notAllowed: "Contains characters that are not allowed",
    email: "Please enter a valid email address",
    notText: "Must be text",
  },
  ar: {
    required: "مطلوب",
    tooLong: (max: number) => `يجب ألا يتجاوز عدد الأحرف ${max}`,
    notAllowed: "يحتوي على أحرف غير مسموح بها",
    email: "يرجى إدخال عنوان بريد إلكتروني صحيح",
    notText: "يجب أن تكون القيمة نصًا",
  },
});

export const CONTACT_FORM_TEXT = bilingual({
  en: {
    sectionTitle: "Get In Touch",
    sectionIntro: "Tell us what you need to clean and where. A product specialist answers within one working day.",
    formTitle: "Request a Quote",
    labels: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      phone: "Phone (Optional)",
      company: "Company (Optional)",
      category: "Product Category",
      message: "Message",
    },
    categoryPlaceholder: "Select a category",
    messagePlaceholder: "Which products, how many sites, any deadline…",
    submit: "Send Request",
    submitting: "Transmitting...",
    rows: { showroom: "Showroom", warehouse: "Warehouse/Service Center", email: "Email", website: "Website" },
    successTitle: "Inquiry Submitted",
    successText: "Thank you for your inquiry! We will contact you shortly.",
    reference: (reference: string) => `Your reference: ${reference}`,
    errorTitle: "Error",
    errorText: CONTACT_PAGE_HEAD.en.errorText,
  },
  ar: {
    sectionTitle: "تواصل معنا",
    sectionIntro: "أخبرونا بما تحتاجون إلى تنظيفه وأين. يرد عليكم أحد مختصي المنتجات خلال يوم عمل واحد.",
    formTitle: "اطلب عرض سعر",
    labels: {
      firstName: "الاسم الأول",
      lastName: "اسم العائلة",
      email: "البريد الإلكتروني",
      phone: "الهاتف (اختياري)",
      company: "الشركة (اختياري)",
      category: "فئة المنتج",
      message: "الرسالة",
    },
    categoryPlaceholder: "اختر فئة",
    messagePlaceholder: "ما المنتجات المطلوبة، وكم عدد المواقع، وهل هناك موعد نهائي…",
    submit: "إرسال الطلب",
    submitting: "جارٍ الإرسال...",
    rows: {
      showroom: "صالة العرض",
      warehouse: "المستودع/مركز الخدمة",
      email: "البريد الإلكتروني",
      website: "الموقع الإلكتروني",
    },
    successTitle: "تم إرسال الاستفسار",
    successText: "شكرًا لاستفساركم! سنتواصل معكم قريبًا.",
    reference: (reference: string) => `رقمكم المرجعي: ${reference}`,
    errorTitle: "خطأ",
    errorText: CONTACT_PAGE_HEAD.ar.errorText,
  },
});

export const QUOTE_FORM_TEXT = bilingual({
  en: {
    ...QUOTE_PAGE_HEAD.en,
    intro:
      "Tell us about your site and your cleaning challenge. We reply with a tailored proposal and pricing within 24 hours.",
    formTitle: "Project Details",
    labels: {
      firstName: "First Name *",
      lastName: "Last Name *",
      email: "Email Address *",
      phone: "Phone Number *",
      company: "Company Name",
      industry: "Industry *",
      productCategory: "Product Category *",
      projectSize: "Project Size *",
      timeline: "Project Timeline *",
      requirements: "Detailed Requirements *",
    },
    placeholders: {
      industry: "Select your industry",
      productCategory: "Select a product category",
      projectSize: "Select project size",
      timeline: "Select your timeline",
      requirements: "Floor types and areas, number of sites, current equipment, opening hours…",
    },
    submit: "Get My Custom Quote",
    submitting: "Submitting Quote Request...",
    successToastTitle: "Quote Request Submitted!",
    successToastText: "We'll get back to you within 24 hours with a competitive quote.",
    failureToastTitle: "Submission Failed",
    confirmationTitle: "Quote Request Received!",
    confirmationChecks: [
      "Your request has been recorded with our sales team",
      "A product specialist will review your requirements",
      "You will receive a tailored quote within 24 hours",
    ],
    reference: (reference: string) => `Your reference: ${reference}`,
    returnHome: "Return to Home",
    prefill: (brand: string, name: string) => `I would like a quote for the ${name} (${brand}). `,
  },
  ar: {
    ...QUOTE_PAGE_HEAD.ar,
    intro: "أخبرونا عن موقعكم وعن تحديات التنظيف لديكم. نرد عليكم بعرض مصمم خصيصًا لكم مع الأسعار خلال 24 ساعة.",
    formTitle: "تفاصيل المشروع",
    labels: {
      firstName: "الاسم الأول *",
      lastName: "اسم العائلة *",
      email: "البريد الإلكتروني *",
      phone: "رقم الهاتف *",
      company: "اسم الشركة",
      industry: "القطاع *",
      productCategory: "فئة المنتج *",
      projectSize: "حجم المشروع *",
      timeline: "الإطار الزمني للمشروع *",
      requirements: "المتطلبات بالتفصيل *",
    },
    placeholders: {
      industry: "اختر قطاعك",
      productCategory: "اختر فئة المنتج",
      projectSize: "اختر حجم المشروع",
      timeline: "اختر الإطار الزمني",
      requirements: "أنواع الأرضيات ومساحاتها، وعدد المواقع، والمعدات الحالية، وساعات العمل…",
    },
    submit: "احصل على عرض السعر المخصص",
    submitting: "جارٍ إرسال طلب عرض السعر...",
    successToastTitle: "تم إرسال طلب عرض السعر!",
    successToastText: "سنعود إليكم خلال 24 ساعة بعرض سعر تنافسي.",
    failureToastTitle: "تعذّر الإرسال",
    confirmationTitle: "تم استلام طلب عرض السعر!",
    confirmationChecks: [
      "تم تسجيل طلبكم لدى فريق المبيعات",
      "سيراجع أحد مختصي المنتجات متطلباتكم",
      "ستتلقون عرض سعر مصممًا لكم خلال 24 ساعة",
    ],
    reference: (reference: string) => `رقمكم المرجعي: ${reference}`,
    returnHome: "العودة إلى الصفحة الرئيسية",
    prefill: (brand: string, name: string) => `أرغب في الحصول على عرض سعر للمنتج ${name} (${brand}). `,
  },
});

/** Spec 5's quote form messages; the English exactly as the spec words them. */
export const QUOTE_MESSAGES = bilingual({
  en: {
    firstName: "First name must be at least 2 characters",
    lastName: "Last name must be at least 2 characters",
    email: "Please enter a valid email address",
    phone: "Please enter a valid phone number",
    industry: "Please select your industry",
    productCategory: "Please select a product category",
    projectSize: "Please select project size",
    requirements: "Please describe your requirements (minimum 10 characters)",
    timeline: "Please select your timeline",
  },
  ar: {
    firstName: "يجب أن يتكون الاسم الأول من حرفين على الأقل",
    lastName: "يجب أن يتكون اسم العائلة من حرفين على الأقل",
    email: "يرجى إدخال عنوان بريد إلكتروني صحيح",
    phone: "يرجى إدخال رقم هاتف صحيح",
    industry: "يرجى اختيار قطاعك",
    productCategory: "يرجى اختيار فئة المنتج",
    projectSize: "يرجى اختيار حجم المشروع",
    requirements: "يرجى وصف متطلباتكم (10 أحرف على الأقل)",
    timeline: "يرجى اختيار الإطار الزمني",
  },
});

export const FORM_GUARD_TEXT = bilingual({
  en: {
    fixFields: "Please check the highlighted fields.",
    rateLimited:
      "You have sent several requests in a short time. Please wait a minute and send again: nothing you typed is lost.",
    rejected: "We could not accept this submission.",
    tooFast: "That was quicker than we expected. Please check your details and press the button again.",
    expired: "This form was open for a long time. Please press the button again to send it.",
    alreadySent:
      "This form was already sent once. If you did not see a reference number, please press the button again.",
    unavailable:
      "We could not save your request just now. Please try again in a moment or call us: nothing you typed is lost.",
    tooLarge: "This request is too large to send. Please shorten your message.",
    honeypotLabel: "Leave this field empty",
  },
  ar: {
    fixFields: "يرجى مراجعة الحقول المحددة.",
    rateLimited: "أرسلتم عدة طلبات في وقت قصير. يرجى الانتظار دقيقة ثم الإرسال مرة أخرى: لن يضيع شيء مما كتبتموه.",
    rejected: "تعذّر علينا قبول هذا الإرسال.",
    tooFast: "كان ذلك أسرع مما توقعنا. يرجى مراجعة بياناتكم ثم الضغط على الزر مرة أخرى.",
    expired: "ظل هذا النموذج مفتوحًا مدة طويلة. يرجى الضغط على الزر مرة أخرى لإرساله.",
    alreadySent: "سبق إرسال هذا النموذج مرة. إن لم يظهر لكم رقم مرجعي، يرجى الضغط على الزر مرة أخرى.",
    unavailable: "تعذّر علينا حفظ طلبكم الآن. يرجى المحاولة بعد قليل أو الاتصال بنا: لن يضيع شيء مما كتبتموه.",
    tooLarge: "هذا الطلب أكبر من أن يُرسل. يرجى اختصار رسالتكم.",
    honeypotLabel: "اترك هذا الحقل فارغًا",
  },
});
