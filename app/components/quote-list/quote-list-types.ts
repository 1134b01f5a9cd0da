/** What the /quote-list page renders (browser-safe shapes, no database imports). */
export interface QuoteListPageLine {
  productId: string;
  name: string;
  /** On the Arabic page, a product without an Arabic name: its English name is marked lang="en". */
  nameInEnglish: boolean;
  brand: string;
  serialNumber: string | null;
  imageUrl: string | null;
  isActive: boolean;
  quantity: number;
  note: string | null;
}

/** The page action's answer to update, remove and clear (a plain form renders it; with JavaScript no reload). */
export interface QuoteListActionResult {
  intent: "add" | "update" | "remove" | "clear";
  ok: boolean;
  message: string;
  productId?: string;
  field?: "quantity" | "note";
}
