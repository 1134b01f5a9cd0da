/** Delivery of one outbox email: over SMTP (nodemailer), or as an .eml file when no SMTP server is configured. */
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { ClaimedEmail } from "./outbox-queue";
import type { MailDelivery } from "./mail-settings";

export interface MailTransport {
  /** Where emails go, for the start-up line. */
  describe(): string;
  send(email: ClaimedEmail, from: string): Promise<void>;
  close(): void;
}

export function messageOf(email: ClaimedEmail, from: string): Mail.Options {
  return {
    from,
    to: email.toAddress,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    text: email.textBody,
    ...(email.htmlBody ? { html: email.htmlBody } : {}),
    messageId: email.messageId,
    // Tells auto-responders not to answer (RFC 3834).
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** Short timeouts: a hung server must not hold a claimed email much longer than its lease renewal covers. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(delivery: Extract<MailDelivery, { kind: "smtp" }>): MailTransport {
  const transporter = nodemailer.createTransport({
    host: delivery.host,
    port: delivery.port,
    secure: delivery.secure,
    ...(delivery.auth ? { auth: delivery.auth } : {}),
    ...SMTP_TIMEOUTS,
  });
  return {
    describe: () => `SMTP ${delivery.host}:${delivery.port}${delivery.secure ? " (TLS)" : ""}`,
    async send(email, from) {
      await transporter.sendMail(messageOf(email, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes DIRECTORY/<created>-<purpose>-<id>.eml through a temporary file and a rename, so a file is whole or absent, and
 * sending the same email again after a crash overwrites it instead of adding a second one.
 */
export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    describe: () => `files in ${directory}`,
    async send(email, from) {
      const info = await transporter.sendMail(messageOf(email, from));
      await fs.mkdir(directory, { recursive: true });
      const stamp = email.createdAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d+Z$/, "Z");
      const file = path.join(directory, `${stamp}-${email.purpose}-${email.id}.eml`);
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, file);
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(delivery: MailDelivery): MailTransport {
  return delivery.kind === "smtp" ? smtpTransport(delivery) : fileTransport(delivery.directory);
}
