/**
 * Reading the chosen ranges from a category page's address (decision 156): `{slug}.min` and `{slug}.max` of the offered
 * filters only (any other slug is ignored, as an unknown parameter is). Each end is empty or one number as people
 * write it: a decimal point or comma, Arabic-Indic digits (the specification parser's own rule, one home). A range with
 * a bad end is not applied, and the bad field gets a message code (the page words it per edition): "number" when it is
 * not a number, "order" on the "to" field when from > to.
 */
import { z } from "zod";
import type { Locale } from "~/lib/i18n/locale";
import { readSpecificationNumber, unitLabel } from "./specifications";
import {
  formatRangeNumber,
  RANGE_FIELD_MAX_CHARS,
  rangeParam,
  type RangeBound,
  type RangeFilter,
} from "./range-filters";

export type RangeFieldError = "number" | "order";

export interface RangeAddress {
  /** The valid ranges, in the offered order. */
  ranges: RangeBound[];
  /** What each field held, by parameter name, to show it again as typed. */
  typed: Record<string, string>;
  /** Each refused field's message code, by parameter name. */
  errors: Record<string, RangeFieldError>;
}

const end = z
  .string()
  .max(RANGE_FIELD_MAX_CHARS, "number")
  .transform((text, context) => {
    if (text.trim() === "") return null;
    const number = readSpecificationNumber(text);
    if (number === null) {
      context.addIssue({ code: "custom", message: "number" });
      return z.NEVER;
    }
    return number;
  });

const RANGE_SCHEMA = z
  .object({ min: end, max: end })
  .refine((range) => range.min === null || range.max === null || range.min <= range.max, {
    message: "order",
    path: ["max"],
  });

export function parseRangeAddress(
  params: URLSearchParams,
  offered: readonly Pick<RangeFilter, "slug">[],
): RangeAddress {
  const address: RangeAddress = { ranges: [], typed: {}, errors: {} };
  for (const { slug } of offered) {
    const names = { min: rangeParam(slug, "min"), max: rangeParam(slug, "max") };
    const raw = { min: params.get(names.min) ?? "", max: params.get(names.max) ?? "" };
    for (const side of ["min", "max"] as const) if (raw[side]) address.typed[names[side]] = raw[side];
    const parsed = RANGE_SCHEMA.safeParse(raw);
    if (parsed.success) {
      if (parsed.data.min !== null || parsed.data.max !== null) address.ranges.push({ slug, ...parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const side = issue.path[0] === "min" ? "min" : "max";
      address.errors[names[side]] ??= issue.message === "order" ? "order" : "number";
    }
  }
  return address;
}

/** An offered filter as one edition's page shows it: what the form and the chips need, no more. */
export interface RangeField {
  slug: string;
  /** The label in the page's language, else the English one… */
  label: string;
  /** …marked so (decision 134). */
  english: boolean;
  /** The unit's symbol in the page's language ("mm", "ملم"), "" for a number without a unit. */
  unit: string;
  /** The scope's bounds, as the placeholders show them. */
  min: string;
  max: string;
}

/** What a category page's loader hands its head: the fields, what was typed, what was refused. */
export interface RangePanel {
  fields: RangeField[];
  typed: RangeAddress["typed"];
  errors: RangeAddress["errors"];
}

export function rangePanel(filters: readonly RangeFilter[], address: RangeAddress, locale: Locale): RangePanel {
  return {
    fields: filters.map((filter) => {
      const arabic = locale === "ar" ? filter.labelAr : null;
      return {
        slug: filter.slug,
        label: arabic ?? filter.label,
        english: locale === "ar" && !arabic,
        unit: filter.unitCode ? unitLabel(filter.unitCode, locale) : "",
        min: formatRangeNumber(filter.min),
        max: formatRangeNumber(filter.max),
      };
    }),
    typed: address.typed,
    errors: address.errors,
  };
}
