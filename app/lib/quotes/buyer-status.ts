/**
 * The status of a quote request as its buyer sees it on the private page (issue 17), from the inquiry's workflow status
 * and its latest quotation. Pure, shared by the private page, the emails and the inbox filters. Its names in both
 * languages: PRIVATE_QUOTE_TEXT[locale].statusLabels.
 */
export const BUYER_STATUSES = ["received", "preparing", "sent", "accepted", "declined", "expired"] as const;
export type BuyerStatus = (typeof BUYER_STATUSES)[number];

export interface LatestQuotationState {
  status: string;
  /** ISO date (YYYY-MM-DD), the last day the quotation may be accepted. */
  validUntil: string;
}

/** `today` is the ISO date in Qatar's time zone (see `qatarToday`). */
export function buyerStatus(
  inquiryStatus: string,
  latest: LatestQuotationState | null | undefined,
  today: string,
): BuyerStatus {
  if (latest) {
    if (latest.status === "accepted") return "accepted";
    if (latest.status === "declined") return "declined";
    return latest.validUntil < today ? "expired" : "sent";
  }
  return inquiryStatus === "pending" ? "received" : "preparing";
}

/** Today's date in Qatar (UTC+3, no daylight saving), as YYYY-MM-DD: validity dates are Qatar dates. */
export function qatarToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
