import { data, redirect } from "react-router";
import type { Route } from "./+types/quote-list-paste";
import { loadWithIslands } from "~/components/hydration/island";
import { PastePageIsland } from "~/components/quote-list/paste-islands";
import { QUOTE_LIST_PASTE_MESSAGES } from "~/content/quote-list-paste";
import { QUOTE_LIST_PASTE_HEAD } from "~/content/quote-list-paste-head";
import { localeOfPath, localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pasteIntentSchema, PASTE_FIELDS, type PasteResult } from "~/lib/quote-list/paste-schema";
import { pageMeta } from "~/lib/seo";
import { ensureVisitorQuoteList } from "~server/quote-list/quote-list-cookie";
import { confirmPastedLines, findPastedLines } from "~server/quote-list/paste-flow";

export function loader() {
  return null;
}

/** A client-side navigation loads the page's island with its data (the first load hydrates it when used). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, PastePageIsland);
}

/**
 * intent=find answers with the preview (nothing is written); intent=confirm adds the chosen lines and redirects to
 * /quote-list?added=N in the page's edition, setting the list's cookie (a new list when the visitor had none).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<PasteResult>({ formError: QUOTE_LIST_PASTE_MESSAGES[locale].empty }, { status: 400 });
  }
  const intent = pasteIntentSchema.safeParse(form.get(PASTE_FIELDS.intent));
  if (!intent.success || intent.data === "find") {
    const result = await findPastedLines(context.db, form, locale);
    return data(result, { status: result.preview ? 200 : 422 });
  }
  let setCookie: string | null = null;
  const outcome = await confirmPastedLines(
    context.db,
    form,
    async () => {
      const list = await ensureVisitorQuoteList(context.db, request, context.env);
      setCookie = list.setCookie;
      return list.listId;
    },
    locale,
  );
  if (!outcome.ok) return data(outcome.result, { status: 422 });
  return redirect(
    localizedPath(`/quote-list?added=${outcome.added}`, locale),
    setCookie ? { headers: { "Set-Cookie": setCookie } } : {},
  );
}

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const head = QUOTE_LIST_PASTE_HEAD[locale];
  return pageMeta({ title: head.title, description: head.metaDescription, locale });
};

export default function QuoteListPastePage({ actionData }: Route.ComponentProps) {
  return <PastePageIsland result={actionData ?? undefined} />;
}
