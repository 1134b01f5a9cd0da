/** Company facts a deployment may change (spec 2.12, 9.7): defaults here, overridden by SITE_* environment variables (server/site-config.ts). */

/** Checked at start-up by server/site-config.ts (zod stays out of the browser bundle). */
export interface SiteConfig {
  companyName: string;
  country: string;
  city: string;
  showroomPhone: string;
  warehousePhone: string;
  email: string;
  websiteHost: string;
  /** Digits only, international format without "+" (as wa.me expects). */
  whatsappNumber: string;
  social: { facebook: string; instagram: string; linkedin: string };
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  companyName: "Gulf Clean Equipment Trading",
  country: "Qatar",
  city: "Doha",
  showroomPhone: "+974 4411 2004",
  warehousePhone: "+974 4460 2040",
  email: "sales@gulfclean-equipment.example",
  websiteHost: "www.gulfclean-equipment.example",
  whatsappNumber: "97455112004",
  social: {
    facebook: "https://www.facebook.com/gulfclean.equipment",
    instagram: "https://www.instagram.com/gulfclean.equipment",
    linkedin: "https://www.linkedin.com/company/gulfclean-equipment",
  },
};

export const WHATSAPP_MESSAGE = "Hi! I'd like to inquire about your industrial cleaning products.";

export function whatsappHref(config: SiteConfig): string {
  return `https://wa.me/${config.whatsappNumber}?text=${encodeURIComponent(WHATSAPP_MESSAGE)}`;
}

/** Spec 9.7, the one source of the opening hours: the contact page shows them, the JSON-LD describes them. */
export const OPENING_HOURS = [
  {
    days: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"],
    periods: [
      ["08:00", "13:00"],
      ["15:00", "18:30"],
    ],
  },
  { days: ["Thursday"], periods: [["08:00", "13:00"]] },
] as const;

function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

export const BUSINESS_HOURS: ReadonlyArray<{ days: string; hours: string }> = [
  ...OPENING_HOURS.map(({ days, periods }) => ({
    days: days.length > 1 ? `${days[0]} – ${days[days.length - 1]}` : days[0]!,
    hours: periods.map(([opens, closes]) => `${clock(opens)} – ${clock(closes)}`).join(", "),
  })),
  { days: "Friday", hours: "Closed" },
];
