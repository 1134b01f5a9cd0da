import { describe, expect, it } from "vitest";
import { mailtoHref, whatsappNumber, whatsappReplyHref } from "./contact-links";

describe("mailtoHref", () => {
  it("links to the sender with the reference in the subject", () => {
    expect(mailtoHref("aisha@example.com", "Q-2026-000123")).toBe(
      "mailto:aisha@example.com?subject=Your%20inquiry%20Q-2026-000123",
    );
  });
  it("gives no link for anything that is not a plain address", () => {
    expect(mailtoHref("<script>alert(1)</script>@x.com", "C-1")).toBeNull();
    expect(mailtoHref("a@b.com?bcc=everyone@x.com", "C-1")).toBeNull();
    expect(mailtoHref("a@b.com?bcc=x", "C-1")).toBeNull();
    expect(mailtoHref("not an email", "C-1")).toBeNull();
    expect(mailtoHref("", "C-1")).toBeNull();
  });
});

describe("whatsappNumber", () => {
  it("keeps international numbers, dropping + and 00 and punctuation", () => {
    expect(whatsappNumber("+974 5555 1234", "974")).toBe("97455551234");
    expect(whatsappNumber("00971 (50) 123-4567", "974")).toBe("971501234567");
    expect(whatsappNumber("974-5555-1234", "974")).toBe("97455551234");
  });
  it("adds the company's calling code to local numbers, without the trunk zero", () => {
    expect(whatsappNumber("5555 1234", "974")).toBe("97455551234");
    expect(whatsappNumber("050 123 4567", "971")).toBe("971501234567");
  });
  it("gives nothing for missing, short, long or text values", () => {
    expect(whatsappNumber(null, "974")).toBeNull();
    expect(whatsappNumber("", "974")).toBeNull();
    expect(whatsappNumber("+12", "974")).toBeNull();
    expect(whatsappNumber("+1234567890123456", "974")).toBeNull();
    expect(whatsappNumber("call me", "974")).toBeNull();
    expect(whatsappNumber("<img src=x onerror=alert(1)>", "974")).toBeNull();
  });
});

describe("whatsappReplyHref", () => {
  it("opens a chat with a greeting naming the reference", () => {
    expect(whatsappReplyHref("+974 5555 1234", "974", "Aisha", "Q-2026-000123")).toBe(
      `https://wa.me/97455551234?text=${encodeURIComponent("Hello Aisha, this is about your inquiry Q-2026-000123.")}`,
    );
  });
  it("gives no link without a usable phone", () => {
    expect(whatsappReplyHref(null, "974", "Aisha", "Q-1")).toBeNull();
  });
});
