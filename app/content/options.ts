/** Option lists of spec 9.1: one source for the forms, their schemas and the server. */
export const CONTACT_CATEGORIES = [
  "Equipments",
  "Washroom Hygiene",
  "Chemicals",
  "Cleaning Tools & Accessories",
  "Waste Management",
] as const;

export const QUOTE_INDUSTRIES = [
  "Healthcare & Medical",
  "Hospitality & Hotels",
  "Commercial Offices",
  "Retail & Shopping Centers",
  "Industrial & Manufacturing",
  "Education & Schools",
  "Government & Municipal",
  "Sports & Recreation",
  "Other",
] as const;

export const QUOTE_PRODUCT_CATEGORIES = [
  "Industrial Vacuum Cleaners",
  "Floor Care Equipment",
  "Cleaning Chemicals",
  "Specialized Equipment",
  "Complete Cleaning Solutions",
  "Multiple Categories",
] as const;

export const PROJECT_SIZES = [
  "Small (1-10 units)",
  "Medium (11-50 units)",
  "Large (51-200 units)",
  "Enterprise (200+ units)",
] as const;

export const TIMELINES = [
  "Immediate (Within 1 month)",
  "Short-term (1-3 months)",
  "Medium-term (3-6 months)",
  "Long-term (6+ months)",
] as const;

/** The category the quote API payload of spec 7.2 always carries. */
export const QUOTE_REQUEST_CATEGORY = "Quote Request";
