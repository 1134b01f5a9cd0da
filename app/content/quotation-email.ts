/**
 * Texts of the email a buyer gets when staff send a quotation (server/mail/quotation-email.ts builds it), in the
 * language of the request (issue 18).
 */
import { bilingual } from "~/lib/i18n/bilingual";

export const BUYER_QUOTATION_EMAIL = bilingual({
  en: {
    subject: (reference: string, version: number) =>
      version > 1 ? `Updated quotation for your request ${reference}` : `Your quotation for request ${reference}`,
    greeting: (firstName: string) => `Dear ${firstName},`,
    intro: (company: string, reference: string, version: number) =>
      version > 1
        ? `${company} has updated the quotation for your request ${reference} (version ${version}). It replaces the earlier one.`
        : `Thank you for your request. ${company} has prepared a quotation for your request ${reference}.`,
    linesHeading: "Quoted products",
    line: (name: string, code: string | null, quantity: number, unit: string, total: string) =>
      `${name}${code ? ` (${code})` : ""}: ${quantity} × ${unit} = ${total}`,
    subtotal: "Subtotal",
    discount: "Discount",
    total: "Total",
    validUntil: (date: string) => `Valid until ${date}.`,
    linkIntro: "View, print or accept the quotation, or ask us a question, on your private page:",
    linkLabel: "Open your quotation",
    linkPrivate:
      "This link is personal: anyone who has it can see and answer this quotation. Each new quotation comes with a new link, and the earlier link stops working.",
    signOff: "Kind regards,",
    contactLine: (phone: string, email: string, website: string) => `Phone ${phone} · ${email} · ${website}`,
  },
  ar: {
    subject: (reference: string, version: number) =>
      version > 1 ? `عرض سعر محدَّث لطلبك ${reference}` : `عرض السعر الخاص بطلبك ${reference}`,
    greeting: (firstName: string) => `مرحبًا ${firstName}،`,
    intro: (company: string, reference: string, version: number) =>
      version > 1
        ? `حدّثت ${company} عرض السعر الخاص بطلبك ${reference} (الإصدار ${version})، ويحلّ هذا العرض محل العرض السابق.`
        : `شكرًا لك على طلبك. أعدّت ${company} عرض سعر لطلبك ${reference}.`,
    linesHeading: "المنتجات المسعَّرة",
    line: (name: string, code: string | null, quantity: number, unit: string, total: string) =>
      `${name}${code ? ` (${code})` : ""}: ${quantity} × ${unit} = ${total}`,
    subtotal: "المجموع الفرعي",
    discount: "الخصم",
    total: "الإجمالي",
    validUntil: (date: string) => `صالح حتى ${date}.`,
    linkIntro: "يمكنك الاطلاع على عرض السعر أو طباعته أو قبوله، أو إرسال سؤالك إلينا، عبر صفحتك الخاصة:",
    linkLabel: "افتح عرض السعر",
    linkPrivate:
      "هذا الرابط خاص بك: يستطيع كل من يملكه الاطلاع على عرض السعر هذا والرد عليه. يصلك مع كل عرض سعر جديد رابط جديد، ويتوقف الرابط السابق عن العمل.",
    signOff: "مع أطيب التحيات،",
    contactLine: (phone: string, email: string, website: string) => `الهاتف ${phone} · ${email} · ${website}`,
  },
});
