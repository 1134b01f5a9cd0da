/**
 * How the back office groups specification labels (issue 19): staff's choice per key (specification_labels), else the
 * default group of app/lib/catalogue/specification-groups.ts. Comparison and the product page's table read groups here.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { specificationLabels } from "~server/db/schema";
import {
  defaultSpecificationGroup,
  isSpecificationGroup,
  SPECIFICATION_GROUPS,
  type SpecificationGroup,
} from "~/lib/catalogue/specification-groups";

export interface LabelPlace {
  group: SpecificationGroup;
  /** The label's place within its group (staff's order; 0 = not ordered, after the ordered ones by first appearance). */
  position: number;
}

export async function labelPlaces(db: Pick<Db, "select">, keys: readonly string[]): Promise<Map<string, LabelPlace>> {
  const unique = [...new Set(keys)];
  const stored =
    unique.length === 0
      ? []
      : await db.select().from(specificationLabels).where(inArray(specificationLabels.key, unique));
  const byKey = new Map(stored.map((row) => [row.key, row]));
  return new Map(
    unique.map((key) => {
      const row = byKey.get(key);
      const group = row && isSpecificationGroup(row.groupId) ? row.groupId : defaultSpecificationGroup(key);
      return [key, { group, position: row?.position ?? 0 }];
    }),
  );
}

/** Sorts keys as the groups and staff's order put them; keys of equal place keep the order they came in. */
export function sortByPlace<T>(items: readonly T[], keyOf: (item: T) => string, places: Map<string, LabelPlace>): T[] {
  const rank = (item: T) => {
    const place = places.get(keyOf(item));
    return place ? SPECIFICATION_GROUPS.indexOf(place.group) * 100_000 + (place.position || 50_000) : 10_000_000;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
