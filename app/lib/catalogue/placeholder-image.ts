/** The placeholder picture of a product without one; the image ranks (server/catalogue/derived-facts.ts) recognise it by name. */
export const PLACEHOLDER_IMAGE_NAME = "placeholder-product";
export const PLACEHOLDER_IMAGE_URL = `/${PLACEHOLDER_IMAGE_NAME}.svg`;
