import type { Route } from "./+types/home";
import { ContactSection } from "~/components/contact/contact-section";
import { AboutBlock } from "~/components/home/about-block";
import { CategoryCards } from "~/components/home/category-cards";
import { Hero } from "~/components/home/hero";
import { Partners } from "~/components/home/partners";
import { SolutionsIndustries } from "~/components/home/solutions-industries";
import { HOME_TEXT } from "~/content/company";
import { DEFAULT_SITE_CONFIG } from "~/content/site-config";
import { countProductsByCategory } from "~server/catalogue/category-counts";
import { pageMeta } from "~/lib/seo";
import { freshFormToken } from "~server/forms/submission";

export async function loader({ context }: Route.LoaderArgs) {
  return { counts: await countProductsByCategory(context.db), formToken: freshFormToken(context, "contact") };
}

export function meta({ matches }: Route.MetaArgs) {
  const country =
    (matches[0]?.data as { site?: { country: string } } | undefined)?.site?.country ?? DEFAULT_SITE_CONFIG.country;
  return pageMeta({ title: HOME_TEXT.metaTitle, description: HOME_TEXT.metaDescription(country) });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <Partners />
      <AboutBlock />
      <SolutionsIndustries />
      <CategoryCards counts={loaderData.counts} />
      <ContactSection formToken={loaderData.formToken} />
    </>
  );
}
