import { describe, expect, it } from "vitest";
import { WHATSAPP_URL_MAX_LENGTH, whatsappListHref, whatsappText, type WhatsappLine } from "./whatsapp-text";

const line = (index: number, serialNumber: string | null = `AQ-${index}`): WhatsappLine => ({
  name: `Scrubber dryer model ${index} with a fairly long product name`,
  serialNumber,
  quantity: index,
});

function textOf(href: string): string {
  return new URL(href).searchParams.get("text") ?? "";
}

describe("whatsappListHref", () => {
  it("sends every line (name, serial number, quantity) to the company number", () => {
    const href = whatsappListHref("+974 5511 2004", [line(1), line(2, null)]);
    expect(href.startsWith("https://wa.me/97455112004?text=")).toBe(true);
    const text = textOf(href);
    expect(text).toContain("1. Scrubber dryer model 1 with a fairly long product name (AQ-1) x 1");
    expect(text).toContain("2. Scrubber dryer model 2 with a fairly long product name x 2");
    expect(text).not.toMatch(/more/);
  });

  it("leaves out what does not fit and says how many, staying within the limit", () => {
    const lines = Array.from({ length: 100 }, (_, index) => line(index + 1));
    const href = whatsappListHref("97455112004", lines);
    expect(href.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
    const text = textOf(href);
    const shown = text.split("\n").filter((row) => /^\d+\. /.test(row)).length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(100);
    expect(text.endsWith(`and ${100 - shown} more`)).toBe(true);
    // One more line would not have fitted.
    expect(whatsappListHref("97455112004", lines.slice(0, shown + 1)).length).toBeGreaterThan(0);
    const withOneMore = `https://wa.me/97455112004?text=${encodeURIComponent(whatsappText(lines, shown + 1))}`;
    expect(withOneMore.length).toBeGreaterThan(WHATSAPP_URL_MAX_LENGTH);
  });

  it("counts encoded characters (Arabic names take more room)", () => {
    const arabic = Array.from({ length: 40 }, (_, index) => ({
      name: "آلة تنظيف الأرضيات",
      serialNumber: null,
      quantity: index + 1,
    }));
    const href = whatsappListHref("97455112004", arabic, { maxLength: 600 });
    expect(href.length).toBeLessThanOrEqual(600);
    expect(textOf(href)).toMatch(/and \d+ more$/);
  });

  it("writes the message in Arabic for the Arabic edition, still within the limit", () => {
    const lines = Array.from({ length: 100 }, (_, index) => line(index + 1));
    const href = whatsappListHref("97455112004", lines, { locale: "ar" });
    expect(href.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
    const text = textOf(href);
    expect(text.startsWith("مرحبًا! أرغب في الحصول على عرض سعر لهذه المنتجات:")).toBe(true);
    expect(text).toContain("1. Scrubber dryer model 1 with a fairly long product name (AQ-1) - الكمية: 1");
    expect(text).toMatch(/وعدد آخر من المنتجات: \d+$/);
  });

  it("an empty list is the greeting alone", () => {
    expect(textOf(whatsappListHref("97455112004", []))).toBe("Hello! I would like a quotation for these products:");
  });
});
