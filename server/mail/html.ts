/** HTML escaping for the emails' HTML alternative: every value from a visitor goes through it. */
import { directionOf, type Locale } from "~/lib/i18n/locale";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** Escaped text with its line breaks kept. */
export function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>\n");
}

/**
 * A minimal, self-contained HTML document (mail clients ignore external styles), in the language and direction of its
 * reader: an Arabic email is `<html lang="ar" dir="rtl">` (issue 18).
 */
export function htmlDocument(title: string, body: string, locale: Locale = "en"): string {
  return [
    "<!doctype html>",
    `<html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;background:#ffffff">',
    body,
    "</body></html>",
  ].join("\n");
}

/** A label and its value, as emails list them (a value of several lines starts on its own line). */
export type EmailField = readonly [label: string, value: string];

export function fieldTextLines(fields: readonly EmailField[]): string[] {
  return fields.map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`));
}

/** The same fields as an HTML table with row headers. */
export function fieldTable(fields: readonly EmailField[]): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${htmlLines(value)}</td></tr>`,
    )
    .join("\n");
  return `<table style="border-collapse:collapse">\n${rows}\n</table>`;
}

/** An email to the sales team: intro lines, the fields, a link to the request in the inbox and a reply hint. */
export function salesEmailBodies(email: {
  subject: string;
  intro: readonly string[];
  fields: readonly EmailField[];
  link: string;
  linkLabel: string;
  replyHint: string;
}): { textBody: string; htmlBody: string } {
  const textBody = [
    ...email.intro,
    "",
    ...fieldTextLines(email.fields),
    "",
    `${email.linkLabel}: ${email.link}`,
    email.replyHint,
    "",
  ].join("\n");
  const htmlBody = htmlDocument(
    email.subject,
    [
      ...email.intro.map((line) => `<p>${escapeHtml(line)}</p>`),
      fieldTable(email.fields),
      `<p><a href="${escapeHtml(email.link)}" style="color:#1d4ed8">${escapeHtml(email.linkLabel)}</a></p>`,
      `<p>${escapeHtml(email.replyHint)}</p>`,
    ].join("\n"),
  );
  return { textBody, htmlBody };
}
