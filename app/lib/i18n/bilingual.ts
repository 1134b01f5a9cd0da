/**
 * Fixed texts in both languages side by side (issue 18): a content module exports `bilingual({ en: {...}, ar: {...} })`
 * and a component reads `TEXT[locale]`. The English keeps its literal types; the Arabic must have the same shape
 * (same keys, functions with the same parameters), which the compiler checks and content-parity.test.ts checks again at
 * run time (array lengths, no empty text, Arabic letters in the Arabic).
 */
import type { Locale } from "./locale";

/** The same shape as T with every string widened: the Arabic of an English text written `as const`. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Translation<Result>
    : T extends readonly (infer Item)[]
      ? readonly Translation<Item>[]
      : T extends object
        ? { readonly [Key in keyof T]: Translation<T[Key]> }
        : T;

export type Bilingual<T> = { readonly en: T; readonly ar: Translation<T> };

/** Marks a text as bilingual; the value is returned as it is. */
export function bilingual<const T>(text: { en: T; ar: NoInfer<Translation<T>> }): Bilingual<T> {
  return text;
}

/** The text of one edition. */
export function textIn<T>(text: Bilingual<T>, locale: Locale): T | Translation<T> {
  return text[locale];
}
