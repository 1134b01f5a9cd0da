/** Every visible text of the quote list (issue 17) outside the first-load shell (that is in quote-list-shell.ts). */
import { QUOTE_LIST_MESSAGES } from "~/content/quote-list-messages";

export const QUOTE_LIST_TEXT = {
  addToQuote: "Add to Quote",
  /** /quote-list's section below the list. */
  pasteTitle: "Add Products by Code or Name",
  /** The card's button names its product for screen readers. */
  addToQuoteFor: (name: string) => `Add to Quote: ${name}`,
  adding: "Adding…",
  quantity: "Quantity",
  /** The product's serial number on cards, product pages and the list. */
  code: (serialNumber: string) => `Code: ${serialNumber}`,

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
  /** The status line a plain "Add to Quote" form comes back to, by the `quote_list` parameter (decision 110). */
  status: {
    added: "Added to your quote list.",
    full: QUOTE_LIST_MESSAGES.listFull,
    unknown: QUOTE_LIST_MESSAGES.unknownProduct,
    inactive: QUOTE_LIST_MESSAGES.inactiveProduct,
    quantity: QUOTE_LIST_MESSAGES.quantity,
    limited: QUOTE_LIST_MESSAGES.rateLimited,
  },
  viewListHint: "Open “Quote List” in the header to review and send it.",
  updated: "Your quote list was updated.",
  removed: "The product was removed from your quote list.",
  cleared: "Your quote list is now empty.",
  failed: "Your quote list could not be changed.",
  offline: "Could not reach the server. Please check your connection and try again.",
} as const;

/** The WhatsApp message built from the list (app/lib/quote-list/whatsapp-text.ts). */
export const QUOTE_LIST_WHATSAPP_TEXT = {
  greeting: "Hello! I would like a quotation for these products:",
  line: (index: number, name: string, serialNumber: string | null, quantity: number) =>
    `${index}. ${name}${serialNumber ? ` (${serialNumber})` : ""} x ${quantity}`,
  more: (count: number) => `and ${count} more`,
} as const;
