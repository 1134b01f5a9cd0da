import { data } from "react-router";
import type { Route } from "./+types/private-quote";
import { loadWithIslands } from "~/components/hydration/island";
import { PrivateQuotePageIsland } from "~/components/private-quote/private-quote-islands";
import { PRIVATE_QUOTE_HEAD } from "~/content/private-quote-heads";
import { PRIVATE_QUOTE_TEXT } from "~/content/private-quote";
import { LIST_SEPARATOR, localeOfPath, localeOfRequest } from "~/lib/i18n/locale";
import { siteTextIn } from "~/content/site-config";
import { pageMeta } from "~/lib/seo";
import type { BuyerFormAnswer, Letterhead } from "~/lib/quotes/private-quote-view";
import { waitMinutes } from "~server/auth/sign-in-throttle";
import { handleBuyerForm } from "~server/quotes/buyer-actions";
import { openPrivateQuote, readPrivateQuote } from "~server/quotes/private-quote";

/**
 * Issue 17: the buyer's private page /q/{reference}/{token}, in Arabic at /ar/q/{reference}/{token} (issue 18: the same
 * request and token, the language from the address). A wrong token and an unknown reference throw the same 404
 * (the site's not-found page); the headers (noindex, no-store, no-referrer) come from server/quotes/private-quote.ts.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const access = await openPrivateQuote(context.db, context.clientIp, params.reference, params.token);
  if (access.kind === "not-found") throw data(null, { status: 404 });
  if (access.kind === "locked") {
    return data(
      { view: null, lockedMinutes: waitMinutes(access.retryAfterSeconds), letterhead: null },
      { status: 429, headers: { "Retry-After": String(access.retryAfterSeconds) } },
    );
  }
  const site = context.env.site;
  const locale = localeOfRequest(request);
  // The letterhead names the company and its place in the page's language (the Arabic edition's names, issue 18).
  const place = siteTextIn(site, locale);
  const letterhead: Letterhead = {
    companyName: place.companyName,
    address: `${place.city}${LIST_SEPARATOR[locale]}${place.country}`,
    phone: site.showroomPhone,
    email: site.email,
    website: site.websiteHost,
  };
  return { view: await readPrivateQuote(context.db, access.inquiry), lockedMinutes: null, letterhead };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const access = await openPrivateQuote(context.db, context.clientIp, params.reference, params.token);
  if (access.kind === "not-found") throw data(null, { status: 404 });
  if (access.kind === "locked") {
    return data<BuyerFormAnswer>(
      {
        intent: "question",
        ok: false,
        message: PRIVATE_QUOTE_TEXT[localeOfRequest(request)].tooMany(waitMinutes(access.retryAfterSeconds)),
      },
      { status: 429 },
    );
  }
  return handleBuyerForm(context, request, access.inquiry);
}

/** The 429's Retry-After (the other headers of every answer under /q/ are set by server/quotes/private-quote.ts). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const retryAfter = loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, PrivateQuotePageIsland);
}

export const meta = ({ data: loaderData, location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const head = PRIVATE_QUOTE_HEAD[locale];
  return pageMeta({
    title: loaderData?.view ? head.title(loaderData.view.reference) : head.tooManyTitle,
    description: head.metaDescription,
    noindex: true,
    locale,
  });
};

export default function PrivateQuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PrivateQuotePageIsland
      view={loaderData.view}
      letterhead={loaderData.letterhead}
      lockedMinutes={loaderData.lockedMinutes}
      pageAnswer={actionData}
    />
  );
}
