import { describe, expect, it } from "vitest";
import { BUSINESS_HOURS } from "./business-hours";
import { DEFAULT_SITE_CONFIG, siteTextIn, whatsappHref } from "./site-config";

describe("site configuration texts", () => {
  it("business hours read as spec 9.7", () => {
    expect(BUSINESS_HOURS.en).toEqual([
      { days: "Saturday – Wednesday", hours: "8:00 AM – 1:00 PM, 3:00 PM – 6:30 PM" },
      { days: "Thursday", hours: "8:00 AM – 1:00 PM" },
      { days: "Friday", hours: "Closed" },
    ]);
  });

  it("business hours in Arabic keep Western digits", () => {
    expect(BUSINESS_HOURS.ar).toEqual([
      { days: "السبت – الأربعاء", hours: "8:00 ص – 1:00 م، 3:00 م – 6:30 م" },
      { days: "الخميس", hours: "8:00 ص – 1:00 م" },
      { days: "الجمعة", hours: "مغلق" },
    ]);
  });

  it("names the company, country and city in each edition's language", () => {
    expect(siteTextIn(DEFAULT_SITE_CONFIG, "en")).toEqual({
      companyName: "Gulf Clean Equipment Trading",
      country: "Qatar",
      city: "Doha",
    });
    expect(siteTextIn(DEFAULT_SITE_CONFIG, "ar")).toEqual({
      companyName: "جلف كلين لتجارة المعدات",
      country: "قطر",
      city: "الدوحة",
    });
  });

  it("pre-fills the WhatsApp message in the page's language", () => {
    expect(whatsappHref(DEFAULT_SITE_CONFIG)).toBe(
      `https://wa.me/97455112004?text=${encodeURIComponent("Hi! I'd like to inquire about your industrial cleaning products.")}`,
    );
    expect(decodeURIComponent(whatsappHref(DEFAULT_SITE_CONFIG, "ar"))).toContain("مرحباً");
  });
});
