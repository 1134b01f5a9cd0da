/** What the private quote page shows (issue 17): built by server/quotes/private-quote.ts, rendered by the page's island. */
import type { BuyerStatus } from "./buyer-status";
import type { FormResult } from "~/lib/forms/form-result";

export interface PrivateQuoteLine {
  id: string;
  name: string;
  brand: string;
  serialNumber: string | null;
  quantity: number;
  note: string | null;
  /** From the latest quotation, when one was sent (numeric text, QAR). */
  unitPrice: string | null;
  lineTotal: string | null;
}

export interface PrivateQuotation {
  version: number;
  /** sent, accepted, declined (superseded versions are never shown). */
  status: string;
  /** Qatar dates, YYYY-MM-DD. */
  sentOn: string;
  validUntil: string;
  respondedOn: string | null;
  declineReason: string | null;
  subtotal: string;
  discount: string;
  total: string;
  terms: string;
}

export interface PrivateQuoteView {
  reference: string;
  requestedOn: string;
  buyerName: string;
  company: string | null;
  status: BuyerStatus;
  lines: PrivateQuoteLine[];
  quotation: PrivateQuotation | null;
}

export type BuyerIntent = "accept" | "decline" | "question";

/** The action's answer to one of the page's three forms; `result` carries field messages and what was typed. */
export interface BuyerFormAnswer {
  intent: BuyerIntent;
  ok: boolean;
  message: string;
  result?: FormResult;
}

/** Company facts for the printed letterhead (site configuration). */
export interface Letterhead {
  companyName: string;
  address: string;
  phone: string;
  email: string;
  website: string;
}
