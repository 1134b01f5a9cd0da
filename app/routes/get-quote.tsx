import { loadWithIslands } from "~/components/hydration/island";
import type { Route } from "./+types/get-quote";
import { QuotePageIsland } from "~/components/quote/quote-islands";
import { QUOTE_FORM_TEXT } from "~/content/forms";
import { QUOTE_PAGE_HEAD } from "~/content/inquiry-heads";
import { findQuoteProduct } from "~server/catalogue/products";
import { quoteCategoryFor } from "~/lib/forms/quote-prefill";
import { productNameInEdition } from "~/lib/catalogue/localized-product";
import { quoteFormSchema } from "~/lib/forms/quote-schema";
import { submitOrKeep } from "~/lib/forms/submit-or-keep";
import { localeOfPath, localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";
import { privateQuotePath } from "~/lib/quotes/private-link";
import { freshFormToken, handleSubmission } from "~server/forms/submission";
import { QUOTE_FORM_BODY_LIMIT } from "~server/http/body-limit";
import { storeQuoteRequest } from "~server/inquiries/submit-inquiries";
import { prepareQuoteRequest, visitorQuoteList } from "~server/inquiries/quote-request-form";
import { storeAttachments } from "~server/inquiries/quote-attachments";
import { storageFor } from "~server/storage/storage-config";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const productId = new URL(request.url).searchParams.get("product");
  const [product, list] = await Promise.all([
    productId ? findQuoteProduct(context.db, productId) : undefined,
    visitorQuoteList(context.db, request),
  ]);
  const prefill: Record<string, string> = product
    ? {
        productCategory: quoteCategoryFor(product),
        requirements: QUOTE_FORM_TEXT[locale].prefill(product.brand, productNameInEdition(product, locale).value),
      }
    : {};
  const lines = list.lines.map(({ productId, name, serialNumber, quantity, note }) => ({
    productId,
    name,
    serialNumber,
    quantity,
    note,
  }));
  return { formToken: freshFormToken(context, "quote"), prefill, lines };
}

/** A client-side navigation loads the page's island with its data (the first load hydrates it when used). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, QuotePageIsland);
}

/**
 * Spec 2.13 and issue 17: the quote form, with its attachments and the visitor's quote list. Files and the list are
 * checked before anything is stored; the request, its lines, the private link and the emptied list are one transaction.
 * Issue 18: checked and answered in the form's edition, stored with it; an Arabic request's private link is /ar/q/….
 */
export function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  return handleSubmission({
    context,
    request,
    form: "quote",
    schema: quoteFormSchema(locale),
    maxBytes: QUOTE_FORM_BODY_LIMIT,
    prepare: (_input, formData) => prepareQuoteRequest(context.db, request, formData),
    store: async (input, prepared) => {
      const attachments = await storeAttachments(storageFor(context.env), prepared.files);
      const stored = await storeQuoteRequest(context.db, input, context.env, locale, {
        quoteListId: prepared.quoteListId,
        attachments,
      });
      return {
        reference: stored.reference,
        privateUrl: stored.accessToken
          ? localizedPath(privateQuotePath(stored.reference, stored.accessToken), locale)
          : undefined,
      };
    },
  });
}

/** An unreachable server leaves the form filled in (with the failure toast), instead of the error page. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrKeep(request, serverAction, QUOTE_PAGE_HEAD[localeOfRequest(request)].failureToastText);
}

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const head = QUOTE_PAGE_HEAD[locale];
  return pageMeta({ title: head.title, description: head.metaDescription, locale });
};

/** Spec 2.13: the page is one island (quote-islands.ts), so its first load is the route module alone. */
export default function GetQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuotePageIsland
      formToken={loaderData.formToken}
      pageResult={actionData}
      prefill={loaderData.prefill}
      lines={loaderData.lines}
    />
  );
}
