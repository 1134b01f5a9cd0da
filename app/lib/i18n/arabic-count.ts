/**
 * A counted noun in Arabic (issue 18): the noun's form follows the number (1 and 2 say the noun alone, singular and
 * dual; 3-10 take the plural; 11-99 the singular accusative; 0 and 100+ the singular). Intl.PluralRules names these
 * cases; the forms are the content module's, with "{n}" standing for the count in Western digits (decision 127).
 */
export type ArabicCountForms = Readonly<Record<"one" | "two" | "few" | "many" | "other", string>>;

const ARABIC_PLURAL_RULES = new Intl.PluralRules("ar");

export function arabicCount(count: number, forms: ArabicCountForms): string {
  const category = ARABIC_PLURAL_RULES.select(count);
  const form = category === "zero" ? forms.other : forms[category as keyof ArabicCountForms];
  return form.replaceAll("{n}", String(count));
}
