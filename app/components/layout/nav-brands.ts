import { BRAND_NAV } from "~/content/brands";
import { NAV_BRAND_LIMIT } from "~/content/navigation";

/** Spec 9.3: the header and mobile menus list the first 10 entries of the brand navigation list. */
export const NAV_BRANDS = BRAND_NAV.slice(0, NAV_BRAND_LIMIT);
