/** Every visible text of the quote list (issue 17): the buttons on cards and product pages, the header link, /quote-list. */
export const QUOTE_LIST_TEXT = {
  addToQuote: "Add to Quote",
  /** The card's button names its product for screen readers. */
  addToQuoteFor: (name: string) => `Add to Quote: ${name}`,
  adding: "Adding…",
  quantity: "Quantity",
  /** The product's serial number on cards, product pages and the list. */
  code: (serialNumber: string) => `Code: ${serialNumber}`,

  headerLink: "Quote List",
  /** The header link's accessible name, with the number of products in the list. */
  headerLinkName: (count: number) => `Quote List (${count})`,

  title: "Your Quote List",
  metaDescription: "The products you have put together for a quotation from Gulf Clean Equipment.",
  intro: (count: number) => (count === 1 ? "1 product in your list." : `${count} products in your list.`),
  tableCaption: "Products in your quote list",
  columns: { product: "Product", quantity: "Quantity", note: "Note", actions: "Actions" },
  brand: (brand: string) => `Brand: ${brand}`,
  quantityFor: (name: string) => `Quantity for ${name}`,
  noteFor: (name: string) => `Note for ${name}`,
  notePlaceholder: "Optional: size, colour, model year…",
  save: "Save",
  saveFor: (name: string) => `Save changes to ${name}`,
  remove: "Remove",
  removeFor: (name: string) => `Remove ${name}`,
  clear: "Clear List",
  clearConfirm: "Remove every product from your quote list?",
  deactivated: "No longer available",
  deactivatedNotice:
    "Products marked “No longer available” were withdrawn after you added them. They cannot be sent: remove them or ask us for an alternative.",
  empty: "Your quote list is empty.",
  emptyHint: "Add products with the “Add to Quote” button on any product, then come back here to send the list.",
  browseProducts: "Browse Products",
  whatsapp: "Send this list on WhatsApp",
  whatsappHint: "Opens WhatsApp with your list as a message to our sales team.",

  // Confirmations: a status line on the page (no JavaScript) or a toast.
  added: "Added to your quote list.",
  addedNamed: (name: string) => `${name} added to your quote list.`,
  viewList: "View Quote List",
  viewListHint: "Open “Quote List” in the header to review and send it.",
  updated: "Your quote list was updated.",
  removed: "The product was removed from your quote list.",
  cleared: "Your quote list is now empty.",
  failed: "Your quote list could not be changed.",
  /** The status line a plain (no JavaScript) "Add to Quote" form comes back to, by the `quote_list` parameter. */
  status: {
    added: "Added to your quote list.",
    full: "Your quote list holds at most 100 products. Send it or remove some first.",
    unknown: "This product is not in our catalogue.",
    inactive: "This product is no longer available.",
    quantity: "Enter a whole number from 1 to 100,000.",
    limited: "Too many changes to your quote list. Please wait a minute and try again.",
  },
  offline: "Could not reach the server. Please check your connection and try again.",
} as const;

/** The WhatsApp message built from the list (app/lib/quote-list/whatsapp-text.ts). */
export const QUOTE_LIST_WHATSAPP_TEXT = {
  greeting: "Hello! I would like a quotation for these products:",
  line: (index: number, name: string, serialNumber: string | null, quantity: number) =>
    `${index}. ${name}${serialNumber ? ` (${serialNumber})` : ""} x ${quantity}`,
  more: (count: number) => `and ${count} more`,
} as const;
