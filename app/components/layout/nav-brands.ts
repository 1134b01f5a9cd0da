import { BRAND_NAV, type BrandNavItem } from "~/content/brands";
import { NAV_BRAND_LIMIT } from "~/content/navigation";
import type { Locale } from "~/lib/i18n/locale";

/** Spec 9.3: the header and mobile menus list the first 10 entries of the brand navigation list. */
export const NAV_BRANDS = BRAND_NAV.slice(0, NAV_BRAND_LIMIT);

/** A brand navigation entry's label in an edition ("All Brands" has its Arabic; brand names stay in Latin letters). */
export function navBrandLabel(brand: BrandNavItem, locale: Locale): string {
  return locale === "ar" ? brand.nameAr : brand.name;
}
