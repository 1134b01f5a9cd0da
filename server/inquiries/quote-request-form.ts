/**
 * The quote form's checks beyond its schema (issue 17): the visitor's quote list (none of its products deactivated) and
 * the attachments (count, sizes, content). Run before the form token is spent and before anything is stored.
 */
import { FORM_GUARD_TEXT } from "~/content/forms";
import { QUOTE_REQUEST_MESSAGES } from "~/content/quote-request";
import { localeOfRequest } from "~/lib/i18n/locale";
import type { Db } from "~server/db/client";
import type { Prepared } from "~server/forms/submission";
import { findQuoteList, readQuoteList, type QuoteListLineView } from "~server/quote-list/quote-list-store";
import { ATTACHMENTS_FIELD, checkAttachments, postedFiles, type CheckedAttachment } from "./quote-attachments";
import { readQuoteListCookie } from "~server/quote-list/quote-list-cookie";

export interface PreparedQuoteRequest {
  quoteListId: string | null;
  files: CheckedAttachment[];
}

/** The visitor's list (by the cookie) and its lines; no list is an empty one. */
export async function visitorQuoteList(
  db: Db,
  request: Request,
): Promise<{ listId: string | null; lines: QuoteListLineView[] }> {
  const listId = await findQuoteList(db, readQuoteListCookie(request));
  return { listId, lines: listId ? await readQuoteList(db, listId) : [] };
}

export async function prepareQuoteRequest(
  db: Db,
  request: Request,
  formData: FormData,
): Promise<Prepared<PreparedQuoteRequest>> {
  // The refusals in the form's edition (issue 18).
  const locale = localeOfRequest(request);
  const list = await visitorQuoteList(db, request);
  const inactive = list.lines.find((line) => !line.isActive);
  if (inactive)
    return { ok: false, status: 409, message: QUOTE_REQUEST_MESSAGES[locale].inactiveProduct(inactive.name) };
  const verdict = await checkAttachments(postedFiles(formData), locale);
  if (!verdict.ok)
    return {
      ok: false,
      message: FORM_GUARD_TEXT[locale].fixFields,
      fieldErrors: { [ATTACHMENTS_FIELD]: [verdict.message] },
    };
  return { ok: true, value: { quoteListId: list.lines.length ? list.listId : null, files: verdict.files } };
}
