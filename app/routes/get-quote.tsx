import { Award, Clock, Globe2, Headphones } from "lucide-react";
import type { Route } from "./+types/get-quote";
import { QuoteForm } from "~/components/quote/quote-form";
import { QUOTE_FORM_TEXT } from "~/content/forms";
import { QUOTE_BENEFITS } from "~/content/quote";
import { findQuoteProduct } from "~server/catalogue/products";
import { quoteCategoryFor } from "~/lib/forms/quote-prefill";
import { quoteFormSchema } from "~/lib/forms/quote-schema";
import { submitOrKeep } from "~/lib/forms/submission";
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
  return submitOrKeep(request, serverAction, QUOTE_FORM_TEXT.failureToastText);
}

export const meta = () => pageMeta({ title: QUOTE_FORM_TEXT.title, description: QUOTE_FORM_TEXT.metaDescription });

const BENEFIT_ICONS = [Clock, Award, Headphones, Globe2];

export default function GetQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const intro = (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold text-slate-900">{QUOTE_FORM_TEXT.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{QUOTE_FORM_TEXT.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {QUOTE_BENEFITS.map((benefit, index) => {
          const Icon = BENEFIT_ICONS[index]!;
          return (
            <li key={benefit.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-semibold text-slate-900">{benefit.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
  return (
    <QuoteForm formToken={loaderData.formToken} pageResult={actionData} prefill={loaderData.prefill} intro={intro} />
  );
}
