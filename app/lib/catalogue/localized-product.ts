/**
 * What an edition shows of a product's texts (issue 18): the English pages show the English fields; the Arabic pages
 * show each Arabic field staff wrote, and where one is missing or blank the English one, flagged as a fallback so the
 * page marks it `lang="en" dir="ltr"`. The one home of that rule: pages, the JSON API and structured data read it here.
 */
import type { Locale } from "~/lib/i18n/locale";
import type { ArabicProductTexts, ProductSummary } from "./product-types";

/** A text in the edition's language, or (fallback) the English shown on an Arabic page. */
export interface EditionText<T = string> {
  value: T;
  fallback: boolean;
}

export interface EditionProduct {
  name: EditionText;
  description: EditionText;
  /** Staff write the list as a whole in each language, so the Arabic list replaces the English one entirely. */
  features: EditionText<string[]>;
  specifications: EditionText<string | null>;
}

function hasText(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function pick<T>(
  locale: Locale,
  english: T,
  arabic: NoInfer<T> | null | undefined,
  written: (value: NoInfer<T> | null | undefined) => boolean,
): EditionText<T> {
  if (locale === "en") return { value: english, fallback: false };
  return written(arabic) ? { value: arabic as T, fallback: false } : { value: english, fallback: true };
}

const writtenList = (list: string[] | null | undefined) => Array.isArray(list) && list.some(hasText);

/** The product's name as the edition shows it (a request's prefill names the product this way too). */
export function productNameInEdition(product: { name: string; nameAr?: string | null }, locale: Locale): EditionText {
  return pick(locale, product.name, product.nameAr, hasText);
}

/** The product's texts as the edition shows them. */
export function productInEdition(
  product: Pick<ProductSummary, "name" | "description" | "features" | "specifications" | keyof ArabicProductTexts>,
  locale: Locale,
): EditionProduct {
  return {
    name: productNameInEdition(product, locale),
    description: pick(locale, product.description, product.descriptionAr, hasText),
    features: pick(locale, (product.features ?? []).filter(hasText), product.featuresAr?.filter(hasText), writtenList),
    specifications: pick(locale, product.specifications, product.specificationsAr, hasText),
  };
}

/** A brand's description as the edition shows it (brands.description_ar beside the English). */
export function brandDescriptionInEdition(
  brand: { description: string | null; descriptionAr?: string | null },
  locale: Locale,
): EditionText<string | null> {
  return pick(locale, brand.description, brand.descriptionAr, hasText);
}

const ARABIC_COLUMNS = ["nameAr", "descriptionAr", "featuresAr", "specificationsAr"] as const satisfies ReadonlyArray<
  keyof ArabicProductTexts
>;

/**
 * The product in the JSON API's shape (spec 7.2) for an edition: the same keys as the English answer, each text in the
 * asked language where written, the English otherwise; the Arabic columns themselves are not sent.
 */
export function apiProductInEdition<P extends ProductSummary>(
  product: P,
  locale: Locale,
): Omit<P, keyof ArabicProductTexts> {
  const rest: Record<string, unknown> = { ...(product as Record<string, unknown>) };
  for (const column of ARABIC_COLUMNS) delete rest[column];
  if (locale === "ar") {
    const shown = productInEdition(product, locale);
    rest.name = shown.name.value;
    rest.description = shown.description.value;
    rest.features = shown.features.fallback ? product.features : shown.features.value;
    rest.specifications = shown.specifications.value;
  }
  return rest as Omit<P, keyof ArabicProductTexts>;
}

/** The attributes that mark an English fallback inside an Arabic page, so it is read and laid out as English. */
export function fallbackMarks(text: { fallback: boolean }): { lang?: "en"; dir?: "ltr" } {
  return text.fallback ? { lang: "en", dir: "ltr" } : {};
}

/**
 * A product as a page of an edition receives it: English pages get no Arabic columns (their data stays as before the
 * Arabic edition); Arabic pages get both, for productInEdition to pick from.
 */
export function productForEdition<P extends ProductSummary>(product: P, locale: Locale): P {
  if (locale === "ar") return product;
  const english: Record<string, unknown> = { ...(product as Record<string, unknown>) };
  for (const column of ARABIC_COLUMNS) delete english[column];
  return english as P;
}

/** A brand as a page of an edition receives it: English pages without the Arabic description. */
export function brandForEdition<B extends { descriptionAr?: string | null }>(
  brand: B,
  locale: Locale,
): B | Omit<B, "descriptionAr"> {
  if (locale === "ar") return brand;
  const { descriptionAr: _arabic, ...english } = brand;
  return english;
}
