/**
 * What the quote and contact routes need before their forms' code loads (decision 106): the page title and meta
 * description, and the message for a server that cannot be reached (their clientAction). The rest of their texts are in
 * forms.ts and contact.ts, which include these.
 */
export const QUOTE_PAGE_HEAD = {
  title: "Request a Custom Quote",
  metaDescription:
    "Request a custom quote for cleaning machines, chemicals and hygiene supplies: tell us your site and needs, get tailored pricing within 24 hours.",
  failureToastText: "Please try again or contact us directly.",
} as const;

export const CONTACT_PAGE_HEAD = {
  title: "Connect With Experts",
  metaDescription:
    "Contact our cleaning-equipment specialists: showroom and service-center phones, email, opening hours and a request form answered within one working day.",
  /** The contact form's fallback error (spec 8): an unreachable server, or a refusal without a message. */
  errorText: "Failed to submit inquiry. Please try again.",
} as const;
