/** What the private quote route needs before its island's code (decision 106): the page titles and description. */
export const PRIVATE_QUOTE_HEAD = {
  title: (reference: string) => `Quote Request ${reference}`,
  metaDescription: "Your quote request and our quotation.",
  tooManyTitle: "Too many attempts",
} as const;
