/** Company facts a deployment may change (spec 2.12, 9.7): defaults here, overridden by SITE_* environment variables and validated at start-up. */
import { z } from "zod";

export const siteConfigSchema = z.object({
  companyName: z.string().min(1),
  country: z.string().min(1),
  city: z.string().min(1),
  showroomPhone: z.string().min(5),
  warehousePhone: z.string().min(5),
  email: z.email(),
  websiteHost: z.string().min(3),
  /** Digits only, international format without "+" (as wa.me expects). */
  whatsappNumber: z.string().regex(/^\d{8,15}$/, "digits only, 8 to 15"),
  social: z.object({ facebook: z.url(), instagram: z.url(), linkedin: z.url() }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

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

/** Environment variable for each overridable field. */
export const SITE_CONFIG_ENV: Record<Exclude<keyof SiteConfig, "social">, string> = {
  companyName: "SITE_COMPANY_NAME",
  country: "SITE_COUNTRY",
  city: "SITE_CITY",
  showroomPhone: "SITE_SHOWROOM_PHONE",
  warehousePhone: "SITE_WAREHOUSE_PHONE",
  email: "SITE_EMAIL",
  websiteHost: "SITE_WEBSITE_HOST",
  whatsappNumber: "SITE_WHATSAPP_NUMBER",
};

export function resolveSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const merged: SiteConfig = { ...DEFAULT_SITE_CONFIG, social: { ...DEFAULT_SITE_CONFIG.social } };
  for (const [field, variable] of Object.entries(SITE_CONFIG_ENV) as Array<[Exclude<keyof SiteConfig, "social">, string]>) {
    const value = env[variable];
    if (value) merged[field] = value;
  }
  if (env.SITE_FACEBOOK_URL) merged.social.facebook = env.SITE_FACEBOOK_URL;
  if (env.SITE_INSTAGRAM_URL) merged.social.instagram = env.SITE_INSTAGRAM_URL;
  if (env.SITE_LINKEDIN_URL) merged.social.linkedin = env.SITE_LINKEDIN_URL;
  const parsed = siteConfigSchema.safeParse(merged);
  if (!parsed.success) {
    throw new Error(`Invalid site configuration: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  }
  return parsed.data;
}

export const WHATSAPP_MESSAGE = "Hi! I'd like to inquire about your industrial cleaning products.";

export function whatsappHref(config: SiteConfig): string {
  return `https://wa.me/${config.whatsappNumber}?text=${encodeURIComponent(WHATSAPP_MESSAGE)}`;
}

/** Spec 9.7, the one source of the opening hours: the contact page shows them, the JSON-LD describes them. */
export const OPENING_HOURS = [
  { days: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"], periods: [["08:00", "13:00"], ["15:00", "18:30"]] },
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
