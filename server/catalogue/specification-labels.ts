/**
 * How the back office groups specification labels (issue 19): staff's choice per key (specification_labels), else the
 * default group of app/lib/catalogue/specification-groups.ts. Comparison and the product page's table read groups here.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { specificationLabels } from "~server/db/schema";
import { labelPlace, type LabelPlace } from "~/lib/catalogue/specification-groups";

// The rule itself is pure (app/lib), so the product page's joined read applies it too.
export { sortByPlace, type LabelPlace } from "~/lib/catalogue/specification-groups";

export async function labelPlaces(db: Pick<Db, "select">, keys: readonly string[]): Promise<Map<string, LabelPlace>> {
  const unique = [...new Set(keys)];
  const stored =
    unique.length === 0
      ? []
      : await db.select().from(specificationLabels).where(inArray(specificationLabels.key, unique));
  const byKey = new Map(stored.map((row) => [row.key, row]));
  return new Map(unique.map((key) => [key, labelPlace(key, byKey.get(key))]));
}
