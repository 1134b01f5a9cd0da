/**
 * A left-to-right run (a phone number, an address, a code) inside right-to-left text, isolated with the Unicode
 * LRI…PDI marks: without them the bidi algorithm reorders the groups of "+974 4411 2004" in an Arabic sentence.
 */
export function ltrIsolate(text: string): string {
  return `\u2066${text}\u2069`;
}
