import { AboutBlock } from "./about-block";
import { CategoryCards } from "./category-cards";
import { Partners } from "./partners";
import { SolutionsIndustries } from "./solutions-industries";

/** The home page between the hero and the contact section (spec 2.3), one island (home-islands.ts). */
export function HomeSections({ counts }: { counts: Parameters<typeof CategoryCards>[0]["counts"] }) {
  return (
    <>
      <Partners />
      <AboutBlock />
      <SolutionsIndustries />
      <CategoryCards counts={counts} />
    </>
  );
}
