import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "~server/env";
import { fromAddress, inquiryMailSettings, mailDelivery } from "./mail-settings";

describe("mail settings", () => {
  it("needs nothing on a fresh machine: files under DATA_DIR, sales and sender from the site's email", () => {
    const env = loadEnv({ DATA_DIR: "/tmp/site-data" });
    expect(mailDelivery(env)).toEqual({ kind: "files", directory: path.resolve("/tmp/site-data/outbox-mail") });
    expect(inquiryMailSettings(env).salesAddress).toBe(env.site.email);
    expect(fromAddress(env)).toBe(`"${env.site.companyName}" <${env.site.email}>`);
  });

  it("uses SMTP when SMTP_HOST is set, TLS on port 465 unless SMTP_SECURE says otherwise", () => {
    expect(mailDelivery(loadEnv({ SMTP_HOST: "mail.example.com" }))).toEqual({
      kind: "smtp",
      host: "mail.example.com",
      port: 587,
      secure: false,
    });
    expect(
      mailDelivery(loadEnv({ SMTP_HOST: "mail.example.com", SMTP_PORT: "465", SMTP_USER: "u", SMTP_PASSWORD: "p" })),
    ).toEqual({
      kind: "smtp",
      host: "mail.example.com",
      port: 465,
      secure: true,
      auth: { user: "u", pass: "p" },
    });
    expect(
      mailDelivery(loadEnv({ SMTP_HOST: "mail.example.com", SMTP_PORT: "465", SMTP_SECURE: "false" })),
    ).toMatchObject({ secure: false });
  });

  it("refuses half-given credentials and bad addresses with the variable's name", () => {
    expect(() => mailDelivery(loadEnv({ SMTP_HOST: "mail.example.com", SMTP_USER: "u" }))).toThrow(
      /SMTP_USER and SMTP_PASSWORD/,
    );
    expect(() => loadEnv({ SALES_EMAIL: "not-an-address" })).toThrow(/SALES_EMAIL/);
    expect(() => loadEnv({ SMTP_PORT: "99999" })).toThrow(/SMTP_PORT/);
    expect(() => loadEnv({ SMTP_SECURE: "maybe" })).toThrow(/SMTP_SECURE/);
    expect(() => loadEnv({ MAIL_FROM: "Sales\r\nBcc: x@y.z" })).toThrow(/MAIL_FROM/);
  });

  it("takes SALES_EMAIL and MAIL_FROM when given", () => {
    const env = loadEnv({
      SALES_EMAIL: "leads@example.com",
      MAIL_FROM: "Website <web@example.com>",
      PUBLIC_BASE_URL: "https://shop.example.com/",
    });
    expect(inquiryMailSettings(env)).toMatchObject({
      salesAddress: "leads@example.com",
      publicBaseUrl: "https://shop.example.com",
      messageIdDomain: "shop.example.com",
    });
    expect(fromAddress(env)).toBe("Website <web@example.com>");
  });
});
