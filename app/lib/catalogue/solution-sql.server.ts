/**
 * The solution vocabulary (solution-categories.ts) and the sector rules (sectors.ts) as SQL, so /products?application=
 * and ?category=Floor Care Equipment are filtered, counted and paged by the database instead of in memory. The pure
 * modules stay the reference: tests/api/catalogue-query.test.ts and solution-sql.server.test.ts compare the two.
 */
import { sql, type SQL } from "drizzle-orm";
import { products } from "../../../server/db/schema";
import type { Sector } from "./sectors";
import { FLOOR_MACHINE_SUBCATEGORIES, SOLUTION_CATEGORIES, type SolutionCategory } from "./solution-categories";

const list = (names: readonly string[]) => sql.join(names.map((name) => sql`${name}`), sql`, `);

/** solutionCategoryOf, branch for branch: the literal name, Chemicals, then Equipments by name and subcategory. */
export const solutionCategorySql = sql<SolutionCategory | null>`(case
  when ${products.category} in (${list(SOLUTION_CATEGORIES)}) then ${products.category}
  when ${products.topCategory} = 'Chemicals' then 'Cleaning Chemicals'
  when ${products.topCategory} <> 'Equipments' then null
  when ${products.name} ~* 'vacuum' then 'Industrial Vacuum Cleaners'
  when ${products.subcategory} in (${list([...FLOOR_MACHINE_SUBCATEGORIES])}) then 'Floor Care Equipment'
end)`;

export function inSolutionCategorySql(category: SolutionCategory): SQL {
  return sql`${solutionCategorySql} = ${category}`;
}

/** productFitsSector: healthcare takes chemicals, vacuums and disinfecting names; the others every solution category. */
export function fitsSectorSql(sector: Sector): SQL {
  if (sector === "healthcare") {
    return sql`(${solutionCategorySql} in ('Cleaning Chemicals', 'Industrial Vacuum Cleaners') or ${products.name} ~* 'disinfect|sanitiz')`;
  }
  return sql`(${solutionCategorySql} is not null)`;
}
