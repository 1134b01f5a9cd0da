/**
 * What the about route needs before the page's code loads (decision 106): its title and meta description. The page's
 * other texts are in company.ts (ABOUT_TEXT includes these).
 */
import { FOUNDED_YEAR } from "./company-facts";

export const ABOUT_PAGE_HEAD = {
  title: "About Us",
  metaDescription: (country: string) =>
    `Since ${FOUNDED_YEAR} we supply, train and service professional cleaning equipment in ${country}: our story, services, mission and milestones.`,
} as const;
