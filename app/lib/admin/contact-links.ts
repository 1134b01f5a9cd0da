/** One-click replies to an inquiry's sender: an email with the reference in the subject, and a WhatsApp chat. */
import { INBOX_TEXT } from "~/content/admin-inbox";

/** Only a plain address becomes a link; stored text such as "<script>" never lands in an href. */
const PLAIN_EMAIL = /^[^\s@<>"'(),;:\\[\]?#&%]+@[^\s@<>"'(),;:\\[\]?#&%/=]+\.[^\s@<>"'(),;:\\[\]?#&%/=]+$/;

export function mailtoHref(email: string, reference: string): string | null {
  const address = email.trim();
  if (!PLAIN_EMAIL.test(address)) return null;
  return `mailto:${address}?subject=${encodeURIComponent(INBOX_TEXT.mailSubject(reference))}`;
}

/**
 * The international number wa.me expects (digits only, no "+" or "00"). A local number without a country code gets
 * the company's calling code, without its trunk zero. Null when what is left is not a plausible phone number (E.164: 8–15 digits).
 */
export function whatsappNumber(phone: string | null | undefined, callingCode: string): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  if (/[a-z]/i.test(trimmed.replace(/\b(ext|x)\.?\s*\d+$/i, ""))) return null;
  const digits = trimmed.replace(/\D/g, "");
  let international: string;
  if (trimmed.startsWith("+")) international = digits;
  else if (digits.startsWith("00")) international = digits.slice(2);
  else if (digits.startsWith(callingCode) && digits.length >= callingCode.length + 7) international = digits;
  else international = callingCode + digits.replace(/^0+/, "");
  return international.length >= 8 && international.length <= 15 && !international.startsWith("0")
    ? international
    : null;
}

export function whatsappReplyHref(
  phone: string | null | undefined,
  callingCode: string,
  firstName: string,
  reference: string,
): string | null {
  const number = whatsappNumber(phone, callingCode);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(INBOX_TEXT.whatsappGreeting(firstName, reference))}`;
}
