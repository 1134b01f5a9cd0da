import { data, redirect } from "react-router";
import type { Route } from "./+types/quote-list";
import { loadWithIslands } from "~/components/hydration/island";
import { QuoteListPageIsland } from "~/components/quote-list/quote-list-islands";
import { QUOTE_LIST_STATUS_PARAM, type QuoteListStatusCode } from "~/lib/quote-list/status";
import type { QuoteListActionResult } from "~/components/quote-list/quote-list-types";
import type { QuoteListFetchResult } from "~/components/quote-list/add-to-quote-form";
import { QUOTE_LIST_TEXT } from "~/content/quote-list";
import { QUOTE_LIST_MESSAGES } from "~/content/quote-list-messages";
import { quoteListFormSchema, returnToSchema } from "~/lib/quote-list/schemas";
import { whatsappListHref } from "~/lib/quote-list/whatsapp-text";
import { pageMeta } from "~/lib/seo";
import { QUOTE_LIST_PASTE_TEXT } from "~/content/quote-list-paste";
import { localeOfPath, localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { freshFormToken } from "~server/forms/submission";
import {
  quoteListCookieHeader,
  quoteListCookieOptions,
  readQuoteListCookie,
} from "~server/quote-list/quote-list-cookie";
import {
  addToQuoteList,
  clearQuoteList,
  ensureQuoteList,
  findQuoteList,
  readQuoteList,
  removeFromQuoteList,
  updateQuoteListLine,
  type QuoteListResult,
} from "~server/quote-list/quote-list-store";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const listId = await findQuoteList(context.db, readQuoteListCookie(request));
  const lines = (await readQuoteList(context.db, listId, locale)).map(({ addedAt: _addedAt, ...line }) => line);
  // Withdrawn products cannot be sent, so the WhatsApp message leaves them out too.
  const whatsappHref = whatsappListHref(
    context.env.site.whatsappNumber,
    lines.filter((line) => line.isActive),
    { locale },
  );
  // The paste flow comes back here with the number of lines it added (/quote-list/paste, intent=confirm).
  const added = Number(new URL(request.url).searchParams.get("added"));
  const pasted = Number.isInteger(added) && added > 0 ? QUOTE_LIST_PASTE_TEXT[locale].pasted(added) : undefined;
  return { lines, whatsappHref, pasted, formToken: freshFormToken(context, "quote") };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, QuoteListPageIsland);
}

/** The store's refusal as the code of the status line a plain "Add to Quote" form comes back to. */
function refusalCode(result: Exclude<QuoteListResult, { ok: true }>): QuoteListStatusCode {
  if (result.status === 409) return "full";
  if (result.status === 404) return "unknown";
  return result.code === "inactiveProduct" ? "inactive" : "quantity";
}

function withStatus(returnTo: string, code: QuoteListStatusCode): string {
  const url = new URL(returnTo, "http://site.invalid");
  url.searchParams.set(QUOTE_LIST_STATUS_PARAM, code);
  return `${url.pathname}${url.search}`;
}

/**
 * intent=add (cards and product pages; a fetcher sends via=fetch and gets JSON, a plain form a redirect back with a
 * status line), update, remove and clear (this page's forms, answered with the page). Every answer is in the edition
 * the form was posted from (/ar/quote-list answers in Arabic and sends back to Arabic pages).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const text = QUOTE_LIST_TEXT[locale];
  const messages = QUOTE_LIST_MESSAGES[locale];
  const formData = await request.formData();
  // A repeated productId (comparison's "Add All to Quote") is kept whole; every other field is single.
  const productIds = formData.getAll("productId");
  const form: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {
    ...Object.fromEntries(formData),
    ...(productIds.length > 1 ? { productId: productIds } : {}),
  };
  const viaFetch = form.via === "fetch";
  const cookie = readQuoteListCookie(request);
  const cookieOptions = quoteListCookieOptions(context.env);

  if (form.intent === "add") {
    const returnTo = localizedPath(
      returnToSchema.parse(typeof form.returnTo === "string" ? form.returnTo : undefined),
      locale,
    );
    const fail = (code: QuoteListStatusCode, status: number, message: string, headers?: HeadersInit) =>
      viaFetch
        ? data<QuoteListFetchResult>({ ok: false, message }, { status, headers })
        : redirect(withStatus(returnTo, code), { headers });
    if (context.rateLimited) return fail("limited", 429, messages.rateLimited);
    const parsed = quoteListFormSchema(locale).safeParse(form);
    if (!parsed.success || parsed.data.intent !== "add") {
      const quantityIssue = parsed.error?.issues.some((issue) => issue.path[0] === "quantity");
      return quantityIssue ? fail("quantity", 400, messages.quantity) : fail("unknown", 404, messages.unknownProduct);
    }
    const list = await ensureQuoteList(context.db, cookie);
    const headers = { "Set-Cookie": quoteListCookieHeader(list.token, cookieOptions) };
    const { quantity, note } = parsed.data;
    const result = await addToQuoteList(
      context.db,
      list.listId,
      parsed.data.productId.map((productId) => ({ productId, quantity, note })),
    );
    if (!result.ok) return fail(refusalCode(result), result.status, messages[result.code], headers);
    return viaFetch
      ? data<QuoteListFetchResult>({ ok: true, message: text.added }, { headers })
      : redirect(withStatus(returnTo, "added"), { headers });
  }

  const answer = (result: QuoteListActionResult, status = 200, headers?: HeadersInit) =>
    data<QuoteListActionResult>(result, { status, headers });
  if (context.rateLimited) return answer({ intent: "update", ok: false, message: messages.rateLimited }, 429);
  const parsed = quoteListFormSchema(locale).safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === "quantity" || issue?.path[0] === "note" ? issue.path[0] : undefined;
    return answer(
      {
        intent: form.intent === "remove" || form.intent === "clear" ? form.intent : "update",
        ok: false,
        message: issue?.message ?? text.failed,
        ...(typeof form.productId === "string" ? { productId: form.productId } : {}),
        ...(field ? { field } : {}),
      },
      400,
    );
  }
  const input = parsed.data;
  const listId = await findQuoteList(context.db, cookie);
  // The cookie's 30 days restart with the list's on every change.
  const headers = listId && cookie ? { "Set-Cookie": quoteListCookieHeader(cookie, cookieOptions) } : undefined;
  if (input.intent === "clear") {
    if (listId) await clearQuoteList(context.db, listId);
    return answer({ intent: "clear", ok: true, message: text.cleared }, 200, headers);
  }
  if (input.intent === "add") throw new Error("unreachable: add is handled above");
  const result: QuoteListResult = !listId
    ? { ok: false, status: 404, code: "notInList", message: QUOTE_LIST_MESSAGES.en.notInList }
    : input.intent === "update"
      ? await updateQuoteListLine(context.db, listId, input.productId, { quantity: input.quantity, note: input.note })
      : await removeFromQuoteList(context.db, listId, input.productId);
  if (!result.ok)
    return answer(
      {
        intent: input.intent,
        ok: false,
        message: messages[result.code],
        productId: input.productId,
        ...(result.code === "quantity" ? { field: "quantity" as const } : {}),
        ...(result.code === "noteTooLong" ? { field: "note" as const } : {}),
      },
      result.status,
      headers,
    );
  return answer(
    {
      intent: input.intent,
      ok: true,
      message: input.intent === "update" ? text.updated : text.removed,
      productId: input.productId,
    },
    200,
    headers,
  );
}

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const text = QUOTE_LIST_TEXT[locale];
  return pageMeta({ title: text.title, description: text.metaDescription, noindex: true, locale });
};

export default function QuoteListRoute({ loaderData, actionData }: Route.ComponentProps) {
  // A fetcher's answer to "add" (JSON for the card that sent it) is not this page's result.
  const result = actionData && "intent" in actionData ? actionData : undefined;
  return (
    <QuoteListPageIsland
      lines={loaderData.lines}
      whatsappHref={loaderData.whatsappHref}
      result={result ?? (loaderData.pasted ? { intent: "update", ok: true, message: loaderData.pasted } : undefined)}
      formToken={loaderData.formToken}
    />
  );
}
