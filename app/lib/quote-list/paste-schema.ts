/**
 * The "Paste a list" forms (issue 17), shared by the route and its components: Find Products (a pasted text and/or a
 * file) and Add to Quote List (the preview carried back, each line's choice and quantity).
 */
import { z } from "zod";
import { PASTE_LINE_MAX_CHARS, PASTE_MAX_CANDIDATES, PASTE_MAX_CHARS, PASTE_MAX_LINES } from "~/lib/quote-list/limits";

export const PASTE_FIELDS = {
  intent: "intent",
  lines: "lines",
  file: "file",
  preview: "preview",
  /** Per preview line index: `product-3` (a product id or SKIP_CHOICE) and `quantity-3`. */
  product: (index: number) => `product-${index}`,
  quantity: (index: number) => `quantity-${index}`,
} as const;

export const SKIP_CHOICE = "skip";

export const pasteIntentSchema = z.enum(["find", "confirm"]);

export const pastedTextSchema = z.string().max(PASTE_MAX_CHARS);

const productSchema = z.object({
  id: z.uuid(),
  name: z.string().max(500),
  brand: z.string().max(200),
  serialNumber: z.string().max(200).nullable(),
  imageUrl: z.string().max(2000).nullable(),
});
export type PreviewProduct = z.infer<typeof productSchema>;

const lineBase = {
  lineNumber: z.number().int().min(1),
  source: z.string().max(PASTE_LINE_MAX_CHARS * 6),
  text: z.string().max(PASTE_LINE_MAX_CHARS * 6),
  quantity: z.number().int().nullable(),
  problem: z.enum(["quantity", "name", "tooLong"]).optional(),
};

/** One line of the preview, as the action returns it and the confirm form carries it back. */
export const previewLineSchema = z.discriminatedUnion("status", [
  z.object({ ...lineBase, status: z.literal("found"), product: productSchema }),
  z.object({
    ...lineBase,
    status: z.literal("ambiguous"),
    candidates: z.array(productSchema).min(2).max(PASTE_MAX_CANDIDATES),
    more: z.boolean(),
  }),
  z.object({ ...lineBase, status: z.literal("notFound") }),
  z.object({ ...lineBase, status: z.literal("invalid") }),
]);
export type PreviewLine = z.infer<typeof previewLineSchema>;

export const previewSchema = z.array(previewLineSchema).min(1).max(PASTE_MAX_LINES);

/** What the page shows after a post: the preview with a message per line, or the box with a message. */
export interface PasteResult {
  /** The box's text, kept when the answer comes back. */
  text?: string;
  formError?: string;
  preview?: PreviewLine[];
  /** Per preview line index: the message next to it. */
  lineErrors?: Record<number, string>;
  /** Per preview line index: what the buyer chose and typed, kept after a refused confirm. */
  choices?: Record<number, string>;
  quantities?: Record<number, string>;
}
