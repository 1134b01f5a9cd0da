/**
 * A product page's specification rows (issue 19) with each label's place, in one prepared statement: the rows
 * (product_specifications, by its primary key's product_id) joined to staff's groups (specification_labels, by key).
 * The place of a key staff never filed is its default group (app/lib/catalogue/specification-groups.ts labelPlace).
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { productSpecifications, specificationLabels } from "~server/db/schema";
import { labelPlace } from "~/lib/catalogue/specification-groups";
import { isUuid } from "./admin/write-result";
import type { PlacedSpecification } from "~/lib/catalogue/specification-table";

const prepared = new WeakMap<Db, ReturnType<typeof prepareRows>>();

function prepareRows(db: Db) {
  return db
    .select({
      key: productSpecifications.key,
      label: productSpecifications.label,
      value: productSpecifications.value,
      unit: productSpecifications.unit,
      labelAr: productSpecifications.labelAr,
      valueAr: productSpecifications.valueAr,
      unitAr: productSpecifications.unitAr,
      numericValue: productSpecifications.numericValue,
      unitCode: productSpecifications.unitCode,
      groupId: specificationLabels.groupId,
      groupPosition: specificationLabels.position,
    })
    .from(productSpecifications)
    .leftJoin(specificationLabels, eq(specificationLabels.key, productSpecifications.key))
    .where(eq(productSpecifications.productId, sql.placeholder("id")))
    .orderBy(asc(productSpecifications.position))
    .prepare("product_page_specifications");
}

/** The product's rows in line order, each with its label's place (text rows: the general group). */
export async function readPlacedSpecifications(db: Db, productId: string): Promise<PlacedSpecification[]> {
  // Not an id (the page answers 404): PostgreSQL would refuse the text as a uuid.
  if (!isUuid(productId)) return [];
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareRows(db)));
  const rows = await statement.execute({ id: productId });
  return rows.map(({ groupId, groupPosition, ...row }) => ({
    ...row,
    place: labelPlace(row.key ?? "", groupId === null ? null : { groupId, position: groupPosition ?? 0 }),
  }));
}
