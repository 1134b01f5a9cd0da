import { data, redirect } from "react-router";
import type { Route } from "./+types/compare";
import { loadWithIslands } from "~/components/hydration/island";
import { ComparePageIsland } from "~/components/compare/compare-islands";
import { useBeforeHydration } from "~/components/catalogue/listing-first-load";
import type { ComparePageData } from "~/components/compare/compare-page";
import { COMPARE_TEXT } from "~/content/compare";
import { siteTextIn } from "~/content/site-config";
import { COMPARE_MAX, compareHref, parseCompareAddress } from "~/lib/compare/compare-address";
import { compareCookie, readCompareCookie } from "~/lib/compare/compare-cookie";
import { localeOfPath, localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";
import { readComparison, readCompareSuggestions } from "~server/compare/read-comparison";
import { quoteListCookieOptions } from "~server/quote-list/quote-list-cookie";

/**
 * Issue 19: /compare?ids=a,b,c&diff=1 (and /ar/compare). The address is the comparison: the first four product ids,
 * those that name no active product dropped with a notice. The page remembers it as the visitor's working selection
 * (the `compare` cookie, which the cards' Compare links and the tray read); `/compare` alone opens that selection.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const text = COMPARE_TEXT[locale];
  const address = parseCompareAddress(new URL(request.url).searchParams);
  if (!address.hasIds) {
    const remembered = readCompareCookie(request.headers.get("cookie"));
    if (remembered.length > 0)
      throw redirect(localizedPath(compareHref({ ids: remembered, differencesOnly: address.differencesOnly }), locale));
  }
  const { products, groups, unavailable } = await readComparison(context.db, address.ids, locale);
  const [only] = products;
  const suggestions =
    products.length === 1 && only ? await readCompareSuggestions(context.db, only, [only.id], locale) : [];
  const dropped = unavailable.length + address.malformed;
  const notices = [
    ...(address.overLimit.length > 0 ? [text.tooMany(address.overLimit.length, COMPARE_MAX)] : []),
    ...(dropped > 0 ? [text.unavailable(dropped)] : []),
  ];
  const place = siteTextIn(context.env.site, locale);
  const page: ComparePageData = {
    letterhead: { companyName: place.companyName, website: context.env.site.websiteHost },
    differencesOnly: address.differencesOnly,
    products,
    groups,
    notices,
    suggestions,
  };
  const secure = quoteListCookieOptions(context.env).secure;
  return data(
    // Read here so that the page's own first-load code carries no texts (decision 105).
    { ...page, meta: { title: text.title, description: text.metaDescription } },
    {
      headers: {
        "Set-Cookie": compareCookie(
          products.map((product) => product.id),
          secure,
        ),
      },
    },
  );
}

/** The selection the address made is remembered on document and data requests alike. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cookie = loaderHeaders.get("Set-Cookie");
  return cookie ? { "Set-Cookie": cookie } : new Headers();
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, ComparePageIsland);
}

/** Not indexed: any set of products makes an address, and each only repeats the product pages. */
export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.meta, noindex: true, locale: localeOfPath(location.pathname) }) : [];

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  useBeforeHydration();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 print:max-w-none print:px-0 print:py-0">
      <ComparePageIsland comparison={loaderData} />
    </div>
  );
}
