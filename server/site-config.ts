/** Site configuration from the environment: SITE_* variables override the defaults of app/content/site-config.ts, checked at start-up. */
import { z } from "zod";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "~/content/site-config";

export const siteConfigSchema: z.ZodType<SiteConfig> = z.object({
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
  arabic: z.object({ companyName: z.string().min(1), country: z.string().min(1), city: z.string().min(1) }),
});

/** Environment variable for each overridable field. */
export const SITE_CONFIG_ENV: Record<Exclude<keyof SiteConfig, "social" | "arabic">, string> = {
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
  const merged: SiteConfig = {
    ...DEFAULT_SITE_CONFIG,
    social: { ...DEFAULT_SITE_CONFIG.social },
    arabic: { ...DEFAULT_SITE_CONFIG.arabic },
  };
  for (const [field, variable] of Object.entries(SITE_CONFIG_ENV) as Array<
    [Exclude<keyof SiteConfig, "social" | "arabic">, string]
  >) {
    const value = env[variable];
    if (value) merged[field] = value;
  }
  // The Arabic edition's names (decision 129): SITE_*_AR, else the default's Arabic while the English is the default's,
  // else the English name the deployment set (never another company's Arabic name).
  for (const field of ["companyName", "country", "city"] as const) {
    const arabic = env[`${SITE_CONFIG_ENV[field]}_AR`];
    merged.arabic = {
      ...merged.arabic,
      [field]:
        arabic || (merged[field] === DEFAULT_SITE_CONFIG[field] ? DEFAULT_SITE_CONFIG.arabic[field] : merged[field]),
    };
  }
  if (env.SITE_FACEBOOK_URL) merged.social.facebook = env.SITE_FACEBOOK_URL;
  if (env.SITE_INSTAGRAM_URL) merged.social.instagram = env.SITE_INSTAGRAM_URL;
  if (env.SITE_LINKEDIN_URL) merged.social.linkedin = env.SITE_LINKEDIN_URL;
  const parsed = siteConfigSchema.safeParse(merged);
  if (!parsed.success) {
    throw new Error(
      `Invalid site configuration: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    );
  }
  return parsed.data;
}
