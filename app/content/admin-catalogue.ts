/** Texts of the back office's product and brand pages. */
export const PRODUCT_NOTICES = {
  created: "Product created.",
  saved: "Changes saved.",
  activated: "Product activated: it shows on the site now.",
  deactivated: "Product deactivated: it no longer shows on the site, in the API or in the sitemap.",
  duplicated: "This is a new inactive copy. Edit it, then tick Active to publish it.",
} as const;

export const BRAND_NOTICES = {
  created: "Brand created.",
  saved: "Changes saved.",
  activated: "Brand activated: it shows in the public brand lists now.",
  deactivated: "Brand deactivated: it no longer shows in the public brand lists. Its products stay visible.",
} as const;

/** /admin/specifications (issue 19). */
export const SPECIFICATION_LABEL_NOTICES = {
  saved: "Saved: product pages and comparisons group specifications this way now.",
  unchanged: "Nothing to save: no label's group or order was changed.",
  moved: "Label moved.",
} as const;

export function noticeText<T extends Record<string, string>>(notices: T, key: string | null): string | undefined {
  return key && Object.hasOwn(notices, key) ? notices[key as keyof T] : undefined;
}

export const FORM_INVALID_MESSAGE = "Some fields need attention; see the messages below.";

/** The status filter of the product and brand lists, keyed by STATUS_FILTERS. */
export const ACTIVE_FILTER_LABELS = {
  all: "Active and inactive",
  active: "Active only",
  inactive: "Inactive only",
} as const;
