import { BrandsMenu } from "./brands-menu";
import { CategoriesMenu } from "./categories-menu";
import type { MenuActivation } from "./use-hover-menu";

export type HeaderMenuName = "categories" | "brands";

/** The two Radix dropdowns of the header, loaded after the page is interactive (header-menus.tsx). */
export default function HeaderDropdowns({
  activated,
}: {
  activated: { menu: HeaderMenuName; activation: MenuActivation } | null;
}) {
  return (
    <>
      <CategoriesMenu activation={activated?.menu === "categories" ? activated.activation : undefined} />
      <BrandsMenu activation={activated?.menu === "brands" ? activated.activation : undefined} />
    </>
  );
}
