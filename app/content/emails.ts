/**
 * Texts of the emails a new inquiry sends (server/mail/inquiry-emails.ts builds them): one to sales, in English like the
 * back office, and one to the sender, in the language of the edition the request was sent from (issue 18).
 */
import { bilingual } from "~/lib/i18n/bilingual";

export type InquiryKind = "contact" | "quote";

const KIND_NAME: Record<InquiryKind, string> = { contact: "inquiry", quote: "quote request" };

/** Read by the sales team: English (issue 18, point 7); the request's language is one of its fields. */
export const SALES_NOTIFICATION = {
  subject: (kind: InquiryKind, reference: string, sender: string) =>
    `New ${KIND_NAME[kind]} ${reference} from ${sender}`,
  intro: (kind: InquiryKind) => `A new ${KIND_NAME[kind]} arrived through the website.`,
  inboxLinkLabel: "Open it in the inbox",
  replyHint: "Replying to this email answers the sender.",
  /** Said when the sender's address already had its confirmations for the day (server/mail/confirmation-limit.ts). */
  noConfirmation: "No confirmation email was sent to the sender: their address already received 3 today.",
  /** Labels of the inquiry's fields, in the order they are listed. */
  labels: {
    reference: "Reference",
    receivedAt: "Received",
    language: "Language",
    name: "Name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    category: "Category",
    industry: "Industry",
    productCategory: "Product category",
    projectSize: "Project size",
    timeline: "Project timeline",
    message: "Message",
    /** A quote request's extras (issue 17). */
    lines: "Products requested",
    note: "Note",
    poReference: "PO or reference",
    neededBy: "Needed by",
    deliveryCity: "Delivery city",
    attachments: "Attachments",
  },
  notGiven: "—",
} as const;

export const SENDER_CONFIRMATION = bilingual({
  en: {
    subject: (kind: InquiryKind, reference: string) => `We received your ${KIND_NAME[kind]} (${reference})`,
    greeting: (firstName: string) => `Dear ${firstName},`,
    thanks: (kind: InquiryKind, company: string) => `Thank you for your ${KIND_NAME[kind]} to ${company}.`,
    reference: (reference: string) =>
      `Your reference is ${reference}. Please mention it when you contact us about this request.`,
    /** Spec 8 and 9.5: the promise shown on the site after each form. */
    promise: {
      contact: "We will contact you shortly.",
      quote: "We'll get back to you within 24 hours with a competitive quote.",
    } satisfies Record<InquiryKind, string>,
    /** A quote request's products (issue 17), as they were named when sent. */
    linesTitle: "Products requested:",
    line: (name: string, code: string | null, quantity: number) => `${quantity} × ${name}${code ? ` (${code})` : ""}`,
    /** Before the buyer's private link. */
    followText: "Follow your request and see our quotation here (keep this link private):",
    /** Issue 19: the requested products' datasheets and safety data sheets (links to the catalogue's files). */
    documentsTitle: "Datasheets and safety data sheets of the requested products:",
    documentLine: (product: string, kind: string) => `${product} – ${kind}:`,
    notYou: "If you did not send this request, you can ignore this email.",
    signOff: "Kind regards,",
    contactLine: (phone: string, email: string, website: string) => `Phone ${phone} · ${email} · ${website}`,
  },
  ar: {
    subject: (kind: InquiryKind, reference: string) =>
      kind === "quote" ? `استلمنا طلب عرض السعر الخاص بك (${reference})` : `استلمنا استفسارك (${reference})`,
    greeting: (firstName: string) => `مرحبًا ${firstName}،`,
    thanks: (kind: InquiryKind, company: string) =>
      kind === "quote"
        ? `شكرًا لك على طلب عرض السعر الذي أرسلته إلى ${company}.`
        : `شكرًا لك على استفسارك الذي أرسلته إلى ${company}.`,
    reference: (reference: string) => `الرقم المرجعي لطلبك هو ${reference}. يُرجى ذكره عند تواصلك معنا بخصوص هذا الطلب.`,
    promise: {
      contact: "سنتواصل معك قريبًا.",
      quote: "سنعود إليك خلال 24 ساعة بعرض سعر تنافسي.",
    },
    linesTitle: "المنتجات المطلوبة:",
    line: (name: string, code: string | null, quantity: number) => `${quantity} × ${name}${code ? ` (${code})` : ""}`,
    followText: "تابع طلبك واطّلع على عرض السعر المقدَّم منّا عبر الرابط التالي (يُرجى عدم مشاركته مع أحد):",
    documentsTitle: "نشرات البيانات الفنية وصحائف بيانات السلامة للمنتجات المطلوبة:",
    documentLine: (product: string, kind: string) => `${product} – ${kind}:`,
    notYou: "إذا لم تكن أنت من أرسل هذا الطلب، فيمكنك تجاهل هذه الرسالة.",
    signOff: "مع أطيب التحيات،",
    contactLine: (phone: string, email: string, website: string) => `الهاتف ${phone} · ${email} · ${website}`,
  },
});
