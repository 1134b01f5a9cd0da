/** Texts of the emails a new inquiry sends (server/mail/inquiry-emails.ts builds them): one to sales, one to the sender. */

export type InquiryKind = "contact" | "quote";

const KIND_NAME: Record<InquiryKind, string> = { contact: "inquiry", quote: "quote request" };

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
  },
  notGiven: "—",
} as const;

export const SENDER_CONFIRMATION = {
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
  notYou: "If you did not send this request, you can ignore this email.",
  signOff: "Kind regards,",
  contactLine: (phone: string, email: string, website: string) => `Phone ${phone} · ${email} · ${website}`,
} as const;
