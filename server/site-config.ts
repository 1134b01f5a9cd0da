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
});

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
  for (const [field, variable] of Object.entries(SITE_CONFIG_ENV) as Array<
    [Exclude<keyof SiteConfig, "social">, string]
  >) {
    const value = env[variable];
    if (value) merged[field] = value;
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
