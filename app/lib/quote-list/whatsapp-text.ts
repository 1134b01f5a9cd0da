/**
 * "Send this list on WhatsApp" (issue 17): a wa.me link to the company chat with the list as its text, one line per
 * product (name, serial number, quantity). Lines that would take the link past WHATSAPP_URL_MAX_LENGTH are left out
 * and counted as "and N more" (decision 111): 2,000 characters is what every browser, WhatsApp's own redirect and the
 * apps it hands over to accept.
 */
import { QUOTE_LIST_WHATSAPP_TEXT } from "~/content/quote-list";
import type { Locale } from "~/lib/i18n/locale";

export const WHATSAPP_URL_MAX_LENGTH = 2000;

export interface WhatsappLine {
  name: string;
  serialNumber: string | null;
  quantity: number;
}

function chatUrl(whatsappNumber: string, text: string): string {
  return `https://wa.me/${whatsappNumber.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** The message in the edition the list was viewed in. */
export function whatsappText(lines: readonly WhatsappLine[], shown = lines.length, locale: Locale = "en"): string {
  const text = QUOTE_LIST_WHATSAPP_TEXT[locale];
  const texts = lines
    .slice(0, shown)
    .map((line, index) => text.line(index + 1, line.name, line.serialNumber, line.quantity));
  const hidden = lines.length - shown;
  return [text.greeting, ...texts, ...(hidden > 0 ? [text.more(hidden)] : [])].join("\n");
}

/** The chat link with as many lines as fit within `maxLength` characters, the rest counted as "and N more". */
export function whatsappListHref(
  whatsappNumber: string,
  lines: readonly WhatsappLine[],
  options: { locale?: Locale; maxLength?: number } = {},
): string {
  const { locale = "en", maxLength = WHATSAPP_URL_MAX_LENGTH } = options;
  for (let shown = lines.length; shown > 0; shown--) {
    const url = chatUrl(whatsappNumber, whatsappText(lines, shown, locale));
    if (url.length <= maxLength) return url;
  }
  return chatUrl(whatsappNumber, whatsappText(lines, 0, locale));
}
