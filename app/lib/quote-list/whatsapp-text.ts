/**
 * "Send this list on WhatsApp" (issue 17): a wa.me link to the company chat with the list as its text, one line per
 * product (name, serial number, quantity). Lines that would take the link past WHATSAPP_URL_MAX_LENGTH are left out
 * and counted as "and N more" (decision 111): 2,000 characters is what every browser, WhatsApp's own redirect and the
 * apps it hands over to accept.
 */
import { QUOTE_LIST_WHATSAPP_TEXT } from "~/content/quote-list";

export const WHATSAPP_URL_MAX_LENGTH = 2000;

export interface WhatsappLine {
  name: string;
  serialNumber: string | null;
  quantity: number;
}

function chatUrl(whatsappNumber: string, text: string): string {
  return `https://wa.me/${whatsappNumber.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

export function whatsappText(lines: readonly WhatsappLine[], shown = lines.length): string {
  const texts = lines
    .slice(0, shown)
    .map((line, index) => QUOTE_LIST_WHATSAPP_TEXT.line(index + 1, line.name, line.serialNumber, line.quantity));
  const hidden = lines.length - shown;
  return [
    QUOTE_LIST_WHATSAPP_TEXT.greeting,
    ...texts,
    ...(hidden > 0 ? [QUOTE_LIST_WHATSAPP_TEXT.more(hidden)] : []),
  ].join("\n");
}

/** The chat link with as many lines as fit within `maxLength` characters, the rest counted as "and N more". */
export function whatsappListHref(
  whatsappNumber: string,
  lines: readonly WhatsappLine[],
  maxLength = WHATSAPP_URL_MAX_LENGTH,
): string {
  for (let shown = lines.length; shown > 0; shown--) {
    const url = chatUrl(whatsappNumber, whatsappText(lines, shown));
    if (url.length <= maxLength) return url;
  }
  return chatUrl(whatsappNumber, whatsappText(lines, 0));
}
