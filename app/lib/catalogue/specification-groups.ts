/**
 * The groups specification labels are filed under (issue 19): their ids in display order, and the group a label has
 * until staff file it elsewhere on /admin/specifications (the specification_labels table keeps staff's choice by key).
 * Names: app/content/specifications.ts.
 */
export const SPECIFICATION_GROUPS = [
  "performance",
  "capacity",
  "power",
  "dimensions",
  "chemistry",
  "packaging",
  "general",
] as const;
export type SpecificationGroup = (typeof SPECIFICATION_GROUPS)[number];

export function isSpecificationGroup(value: unknown): value is SpecificationGroup {
  return (SPECIFICATION_GROUPS as readonly unknown[]).includes(value);
}

/** Words that file a label by default: the first group with a word the label's key contains. */
const DEFAULT_GROUP_WORDS: ReadonlyArray<readonly [SpecificationGroup, RegExp]> = [
  ["packaging", /\b(pack|packs|pack size|carton|case|pallet)\b/],
  ["chemistry", /\b(ph|dilution|dosage|dose|fragrance|scent|colour|color|surfactant|active|concentrat\w*|foam)\b/],
  ["dimensions", /\b(weight|length|height|depth|dimensions?|diameter|size)\b/],
  ["power", /\b(power|voltage|battery|run ?time|charging|charge|cable|motor|current|frequency|amp\w*)\b/],
  ["capacity", /\b(tank|capacity|volume|dust|bag|container|refill|doses)\b/],
  [
    "performance",
    /\b(width|rate|speed|airflow|suction|pressure|flow|noise|coverage|productivity|brush|pad|rpm|area|temperature|grit|interval|vacuum)\b/,
  ],
];

export function defaultSpecificationGroup(key: string): SpecificationGroup {
  return DEFAULT_GROUP_WORDS.find(([, words]) => words.test(key))?.[0] ?? "general";
}

/** Where a label sits: its group and its place in it. */
export interface LabelPlace {
  group: SpecificationGroup;
  /** The label's place within its group (staff's order; 0 = not ordered, after the ordered ones by first appearance). */
  position: number;
}

/** A key's place: staff's choice (its specification_labels row) when it names a group, else the key's default group. */
export function labelPlace(key: string, stored: { groupId: string; position: number } | null | undefined): LabelPlace {
  if (stored && isSpecificationGroup(stored.groupId)) return { group: stored.groupId, position: stored.position };
  return { group: defaultSpecificationGroup(key), position: stored?.position ?? 0 };
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
