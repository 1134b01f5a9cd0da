/** Texts of the email a buyer gets when staff send a quotation (server/mail/quotation-email.ts builds it). */
export const BUYER_QUOTATION_EMAIL = {
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
} as const;
