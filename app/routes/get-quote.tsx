import { loadWithIslands } from "~/components/hydration/island";
import type { Route } from "./+types/get-quote";
import { QuotePageIsland } from "~/components/quote/quote-islands";
import { QUOTE_FORM_TEXT } from "~/content/forms";
import { QUOTE_PAGE_HEAD } from "~/content/inquiry-heads";
import { findQuoteProduct } from "~server/catalogue/products";
import { quoteCategoryFor } from "~/lib/forms/quote-prefill";
import { quoteFormSchema } from "~/lib/forms/quote-schema";
import { submitOrKeep } from "~/lib/forms/submit-or-keep";
import { pageMeta } from "~/lib/seo";
import { freshFormToken, handleSubmission } from "~server/forms/submission";
import { storeQuoteRequest } from "~server/inquiries/submit-inquiries";

export async function loader({ request, context }: Route.LoaderArgs) {
  const productId = new URL(request.url).searchParams.get("product");
  const product = productId ? await findQuoteProduct(context.db, productId) : undefined;
  const prefill: Record<string, string> = product
    ? { productCategory: quoteCategoryFor(product), requirements: QUOTE_FORM_TEXT.prefill(product.brand, product.name) }
    : {};
  return { formToken: freshFormToken(context, "quote"), prefill };
}

/** A client-side navigation loads the page's island with its data (the first load hydrates it when used). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, QuotePageIsland);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission({
    context,
    request,
    form: "quote",
    schema: quoteFormSchema,
    store: (input) => storeQuoteRequest(context.db, input, context.env),
  });
}

/** An unreachable server leaves the form filled in (with the failure toast), instead of the error page. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrKeep(request, serverAction, QUOTE_PAGE_HEAD.failureToastText);
}

export const meta = () => pageMeta({ title: QUOTE_PAGE_HEAD.title, description: QUOTE_PAGE_HEAD.metaDescription });

/** Spec 2.13: the page is one island (quote-islands.ts), so its first load is the route module alone. */
export default function GetQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotePageIsland formToken={loaderData.formToken} pageResult={actionData} prefill={loaderData.prefill} />;
}
