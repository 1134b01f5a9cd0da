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
