/** What the mail code needs from the configuration: addresses for building emails, and SMTP or file delivery for sending. */
import path from "node:path";
import type { Env } from "~server/env";
import { siteTextIn } from "~/content/site-config";
import type { Locale } from "~/lib/i18n/locale";

export interface InquiryMailSettings {
  salesAddress: string;
  publicBaseUrl: string;
  companyName: string;
  /** The company's name in each edition (the sender's emails follow the request's language, issue 18). */
  companyNames: Record<Locale, string>;
  showroomPhone: string;
  siteEmail: string;
  websiteHost: string;
  /** The right-hand side of every Message-ID we generate. */
  messageIdDomain: string;
}

export type MailEnv = Pick<Env, "SALES_EMAIL" | "PUBLIC_BASE_URL" | "site">;

export function inquiryMailSettings(env: MailEnv): InquiryMailSettings {
  return {
    salesAddress: env.SALES_EMAIL ?? env.site.email,
    publicBaseUrl: env.PUBLIC_BASE_URL.replace(/\/+$/, ""),
    companyName: env.site.companyName,
    companyNames: { en: siteTextIn(env.site, "en").companyName, ar: siteTextIn(env.site, "ar").companyName },
    showroomPhone: env.site.showroomPhone,
    siteEmail: env.site.email,
    websiteHost: env.site.websiteHost,
    messageIdDomain: new URL(env.PUBLIC_BASE_URL).hostname || "localhost",
  };
}

export type MailDelivery =
  | { kind: "smtp"; host: string; port: number; secure: boolean; auth?: { user: string; pass: string } }
  | { kind: "files"; directory: string };

/** SMTP when SMTP_HOST is set; otherwise .eml files under DATA_DIR/outbox-mail. */
export function mailDelivery(
  env: Pick<Env, "SMTP_HOST" | "SMTP_PORT" | "SMTP_SECURE" | "SMTP_USER" | "SMTP_PASSWORD" | "DATA_DIR">,
): MailDelivery {
  if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD)) {
    throw new Error("Invalid configuration:\n  SMTP_USER and SMTP_PASSWORD: set both or neither");
  }
  if (!env.SMTP_HOST) return { kind: "files", directory: path.resolve(env.DATA_DIR, "outbox-mail") };
  return {
    kind: "smtp",
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
    ...(env.SMTP_USER && env.SMTP_PASSWORD ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } } : {}),
  };
}

/** MAIL_FROM, or the company's name with the site's address. */
export function fromAddress(env: Pick<Env, "MAIL_FROM" | "site">): string {
  return env.MAIL_FROM ?? `"${env.site.companyName.replace(/["\\]/g, "")}" <${env.site.email}>`;
}
