/**
 * The staff quotation form (issue 17): one schema per request, built from its lines, checked by the detail page's action
 * (the authority) and in the browser. Fields: intent=quotation, basedOn (the version the form was prepared from, 0 for
 * none), price{position} per line, discount, validUntil, terms. Field names stay plain (no dots or brackets, see
 * app/lib/forms/form-reply.ts plainFields).
 */
import { z } from "zod";
import { QUOTATION_ERRORS } from "~/content/admin-quotation";
import {
  QUOTATION_DEFAULT_VALID_DAYS,
  QUOTATION_MAX_VALID_DAYS,
  QUOTATION_TERMS_MAX,
  QUOTATION_TOTAL_MAX_CENTS,
} from "~/lib/quote-list/limits";
import { formatQar, quotationTotals, readAmount, totalsProblem } from "./quotation-totals";

export interface QuotationFormLine {
  position: number;
  name: string;
  quantity: number;
}

export function priceField(position: number): string {
  return `price${position}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The date a new quotation's "Valid until" starts with: QUOTATION_DEFAULT_VALID_DAYS after today in Qatar. */
export function defaultValidUntil(today: string): string {
  return addDays(today, QUOTATION_DEFAULT_VALID_DAYS);
}

export interface QuotationFormValue {
  basedOn: number;
  /** Unit price in cents by line position. */
  unitPrices: Record<number, number>;
  discountCents: number;
  validUntil: string;
  terms: string;
}

/** `today` is the ISO date in Qatar (app/lib/quotes/buyer-status.ts qatarToday). */
export function quotationFormSchema(lines: readonly QuotationFormLine[], today: string) {
  const priceShape: Record<string, z.ZodType<string | undefined>> = {};
  for (const line of lines)
    priceShape[priceField(line.position)] = z
      .string({ error: QUOTATION_ERRORS.unitPrice.empty(line.name) })
      .superRefine((value, context) => {
        const reading = readAmount(value);
        if (!reading.ok)
          context.addIssue({ code: "custom", message: QUOTATION_ERRORS.unitPrice[reading.problem](line.name) });
      });
  const latest = addDays(today, QUOTATION_MAX_VALID_DAYS);
  return z
    .object({
      intent: z.literal("quotation"),
      basedOn: z.string({ error: QUOTATION_ERRORS.basedOn }).regex(/^\d{1,6}$/, QUOTATION_ERRORS.basedOn),
      ...priceShape,
      discount: z
        .string()
        .optional()
        .superRefine((value, context) => {
          if (value === undefined || value.trim() === "") return;
          const reading = readAmount(value, QUOTATION_TOTAL_MAX_CENTS);
          if (!reading.ok && reading.problem !== "empty")
            context.addIssue({ code: "custom", message: QUOTATION_ERRORS.discount[reading.problem] });
        }),
      validUntil: z
        .string({ error: QUOTATION_ERRORS.validUntil.format })
        .trim()
        .superRefine((value, context) => {
          if (!isIsoDate(value)) context.addIssue({ code: "custom", message: QUOTATION_ERRORS.validUntil.format });
          else if (value < today)
            context.addIssue({ code: "custom", message: QUOTATION_ERRORS.validUntil.past(today) });
          else if (value > latest) context.addIssue({ code: "custom", message: QUOTATION_ERRORS.validUntil.tooFar });
        }),
      terms: z
        .string({ error: QUOTATION_ERRORS.terms.empty })
        .trim()
        .min(1, QUOTATION_ERRORS.terms.empty)
        .max(QUOTATION_TERMS_MAX, QUOTATION_ERRORS.terms.tooLong),
    })
    .transform((fields, context): QuotationFormValue => {
      const record = fields as Record<string, string | undefined>;
      const unitPrices: Record<number, number> = {};
      for (const line of lines) {
        const reading = readAmount(record[priceField(line.position)] ?? "");
        unitPrices[line.position] = reading.ok ? reading.cents : 0;
      }
      const discountReading = readAmount(fields.discount ?? "", QUOTATION_TOTAL_MAX_CENTS);
      const discountCents = discountReading.ok ? discountReading.cents : 0;
      const totals = quotationTotals(
        lines.map((line) => ({ unitPriceCents: unitPrices[line.position]!, quantity: line.quantity })),
        discountCents,
      );
      const problem = totalsProblem(totals);
      if (problem === "discount-above-subtotal")
        context.addIssue({
          code: "custom",
          path: ["discount"],
          message: QUOTATION_ERRORS.discount.aboveSubtotal(formatQar(totals.subtotalCents)),
        });
      else if (problem === "too-large")
        context.addIssue({ code: "custom", path: ["discount"], message: QUOTATION_ERRORS.totalTooLarge });
      return {
        basedOn: Number(fields.basedOn),
        unitPrices,
        discountCents,
        validUntil: fields.validUntil,
        terms: fields.terms,
      };
    });
}
