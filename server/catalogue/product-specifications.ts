/**
 * A product page's specification rows (issue 19) with each label's place: a column of the product page's prepared
 * statement (products.ts), the rows (product_specifications) left-joined to staff's groups (specification_labels) and
 * aggregated in line order, so the page still takes one round trip to the database. The place of a key staff never
 * filed is its default group (app/lib/catalogue/specification-groups.ts labelPlace); text rows are "general".
 */
import { sql } from "drizzle-orm";
import { products, productSpecifications as rows, specificationLabels as labels } from "~server/db/schema";
import { labelPlace } from "~/lib/catalogue/specification-groups";
import type { PlacedSpecification } from "~/lib/catalogue/specification-table";

/** One row as the column sends it: key, label, value, unit, the Arabic three, number, unit code, group, position. */
type RowTuple = [
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  number | null,
  string | null,
  string | null,
  number | null,
];

export const placedSpecificationsColumn = sql<RowTuple[]>`(
  select coalesce(json_agg(json_build_array(${rows.key}, ${rows.label}, ${rows.value}, ${rows.unit}, ${rows.labelAr},
    ${rows.valueAr}, ${rows.unitAr}, ${rows.numericValue}, ${rows.unitCode}, ${labels.groupId}, ${labels.position})
    order by ${rows.position}), '[]'::json)
  from ${rows} left join ${labels} on ${labels.key} = ${rows.key}
  where ${rows.productId} = ${products.id})`;

export function placedSpecifications(tuples: readonly RowTuple[]): PlacedSpecification[] {
  return tuples.map(
    ([key, label, value, unit, labelAr, valueAr, unitAr, numericValue, unitCode, groupId, groupPosition]) => ({
      key,
      label,
      value,
      unit,
      labelAr,
      valueAr,
      unitAr,
      numericValue,
      unitCode,
      place: labelPlace(key ?? "", groupId === null ? null : { groupId, position: groupPosition ?? 0 }),
    }),
  );
}
