/**
 * How staff file specification labels (issue 19, /admin/specifications and PUT /api/admin/specification-labels): a
 * label key's group (SPECIFICATION_GROUPS) and its order within the group (1 first; 0 or blank: after the numbered
 * ones). The page posts every label it shows with the place it showed (`was…`), so only the labels staff changed are
 * written, and a label someone else moved in the meantime is not silently overwritten.
 */
import { z } from "zod";
import { SPECIFICATION_GROUPS, type SpecificationGroup } from "~/lib/catalogue/specification-groups";
import { specificationKey } from "~/lib/catalogue/specifications";
import { LIST_ROWS_MAX } from "~/lib/forms/form-reply";

export const SPECIFICATION_ORDER_MAX = 9999;

export const SPECIFICATION_LABEL_MESSAGES = {
  key: "Name the label (its key, e.g. working width)",
  group: `Choose a group: ${SPECIFICATION_GROUPS.join(", ")}`,
  order: `Enter a whole number from 1 to ${SPECIFICATION_ORDER_MAX}, or leave it blank`,
  tooMany: `At most ${LIST_ROWS_MAX} labels at once`,
} as const;

/** A label's key as comparison and the rows use it: "Working Width (mm)" is "working width" (specificationKey). */
const keyField = z
  .string({ error: SPECIFICATION_LABEL_MESSAGES.key })
  .max(200, SPECIFICATION_LABEL_MESSAGES.key)
  .transform((key) => specificationKey(key))
  .refine((key) => key !== "", SPECIFICATION_LABEL_MESSAGES.key);

const groupField = z.enum(SPECIFICATION_GROUPS, { error: SPECIFICATION_LABEL_MESSAGES.group });

/** 0 is "not ordered"; the form's blank box is 0 too. */
const orderField = z
  .union([z.number(), z.string()], { error: SPECIFICATION_LABEL_MESSAGES.order })
  .transform((value, context) => {
    const text = String(value).trim();
    if (text === "") return 0;
    const order = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isInteger(order) && order <= SPECIFICATION_ORDER_MAX) return order;
    context.addIssue({ code: "custom", message: SPECIFICATION_LABEL_MESSAGES.order });
    return z.NEVER;
  });

export interface LabelPlacement {
  key: string;
  group: SpecificationGroup;
  position: number;
}

/** A change of a label's place; `was` (the place the writer saw) makes it refuse when the stored place moved on. */
export interface LabelChange extends LabelPlacement {
  was?: { group: SpecificationGroup; position: number };
}

/** A label as /admin/specifications lists it (server/catalogue/admin/specification-labels-admin.ts reads it). */
export interface SpecificationLabelRow {
  key: string;
  /** The commonest spelling of the label in English, and in Arabic (null where no row has one). */
  label: string;
  labelAr: string | null;
  products: number;
  /** The units its values carry, as the English pages write them. */
  units: string[];
  group: SpecificationGroup;
  /** 0: not ordered (after the ordered labels of its group). */
  position: number;
  /** Whether staff filed it (a specification_labels row), rather than its default group. */
  filed: boolean;
}

/** The JSON API's body: the labels to file, each optionally with the place it expects to change. */
export const specificationLabelsInputSchema = z.object({
  labels: z
    .array(
      z.object({
        key: keyField,
        group: groupField,
        position: orderField,
        was: z.object({ group: groupField, position: orderField }).optional(),
      }),
      { error: "Send labels: a list of { key, group, position }" },
    )
    .max(LIST_ROWS_MAX, SPECIFICATION_LABEL_MESSAGES.tooMany),
});

/** The page's form: labels[i].key, .group, .position and the place it showed, .wasGroup and .wasPosition. */
export const specificationLabelsFormSchema = z.object({
  labels: z
    .array(
      z.object({
        key: keyField,
        group: groupField,
        position: orderField,
        wasGroup: groupField,
        wasPosition: orderField,
      }),
    )
    .max(LIST_ROWS_MAX, SPECIFICATION_LABEL_MESSAGES.tooMany)
    .optional()
    .transform((labels = []) =>
      labels.map(({ wasGroup, wasPosition, ...label }): LabelChange => ({
        ...label,
        was: { group: wasGroup, position: wasPosition },
      })),
    ),
  /** A Move button: "index:up" or "index:down" (the label's row in the posted list). */
  move: z
    .string()
    .regex(/^\d{1,5}:(up|down)$/)
    .optional(),
});

/**
 * Moves label `index` one place up or down among the labels of its group, as the page shows them (ordered ones first,
 * then the others in the order given), and numbers the group 1, 2, 3… so the new order holds.
 */
export function moveLabel<T extends LabelPlacement>(
  labels: readonly T[],
  index: number,
  direction: "up" | "down",
): T[] {
  const moved = labels[index];
  if (!moved) return [...labels];
  const members = labels
    .map((label, at) => ({ label, at }))
    .filter(({ label }) => label.group === moved.group)
    .sort((a, b) => (a.label.position || Infinity) - (b.label.position || Infinity) || a.at - b.at);
  const from = members.findIndex(({ at }) => at === index);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= members.length) return [...labels];
  [members[from], members[to]] = [members[to]!, members[from]!];
  const next = [...labels];
  members.forEach(({ at }, order) => (next[at] = { ...labels[at]!, position: order + 1 }));
  return next;
}

/** The labels whose place differs from the one the page showed. */
export function changedLabels(labels: readonly LabelChange[]): LabelChange[] {
  return labels.filter(
    (label) => !label.was || label.was.group !== label.group || label.was.position !== label.position,
  );
}
