import { lazy, Suspense } from "react";
import { Direction } from "radix-ui";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "~/lib/nonce";
import { pageMeta } from "~/lib/seo";
import { jsonLdText, organizationJsonLd } from "~/lib/seo/structured-data";
import { JsonLd } from "~/components/json-ld";
import { SiteHeader } from "~/components/layout/site-header";
import { SiteFooterIsland } from "~/components/layout/site-footer-island";
import { ChatButton } from "~/components/layout/chat-button";
import { LazyToaster } from "~/components/toast/lazy-toaster";
import { ScrollOnNavigate } from "~/lib/scroll-to-top.hook";
import { ErrorCardIsland, NotFoundCardIsland } from "~/components/error-islands";
import { errorPageText } from "~/lib/error-page-text";
import { InlineStylesheet } from "~/components/inline-stylesheet";
import { versionedAssetUrl } from "~/lib/images/responsive-image";
import { usePendingSkeletons } from "~/components/catalogue/pending-listing";
import { QuoteListStatus } from "~/components/quote-list/quote-list-status";
import { QUOTE_LIST_STATUS_PARAM, quoteListStatusOf } from "~/lib/quote-list/status";
import { directionOf, localeOfPath } from "~/lib/i18n/locale";

const PendingListingPage = lazy(() =>
  import("~/components/catalogue/pending-listing-page").then((module) => ({ default: module.PendingListingPage })),
);

/** Error pages render at the root boundary, so their title comes from here (child routes' meta replaces it otherwise). */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const { title, description } = errorPageText(error);
  return pageMeta(
    missing
      ? { title: "Page Not Found", description: "The page you asked for does not exist." }
      : { title, description },
  );
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const baseUrl = context.env.PUBLIC_BASE_URL.replace(/\/+$/, "");
  // The header's "Quote List (n)": no database read for a visitor without a list cookie.
  const quoteListCount = (await context.quoteListCount?.(request)) ?? 0;
  return {
    quoteListCount,
    quoteListStatus: quoteListStatusOf(
      new URL(request.url).searchParams.get(QUOTE_LIST_STATUS_PARAM),
      localeOfPath(new URL(request.url).pathname),
    ),
    site: context.env.site,
    baseUrl,
    // Computed here, not in the component, so that their code stays on the server.
    faviconUrl: versionedAssetUrl("/favicon.svg"),
    organizationJsonLd: jsonLdText(organizationJsonLd(context.env.site, baseUrl || "/")),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const baseUrl = root?.baseUrl ?? "";
  // The back office has its own chrome and is not part of the public site (no canonical, no organisation data).
  const backOffice = /^\/admin(\/|$)/i.test(pathname);
  // The buyer's private quote page (issue 17) is not indexed: no canonical link repeating its secret path.
  const privatePage = /^(\/ar)?\/q\//i.test(pathname);
  // Issue 18: the language is the address's (/ar…); Radix's menus, sheet and toasts read the direction from the provider.
  const locale = localeOfPath(pathname);
  const direction = directionOf(locale);
  return (
    <html lang={locale} dir={direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={root?.faviconUrl ?? "/favicon.svg"} type="image/svg+xml" />
        <InlineStylesheet />
        <Meta />
        <Links nonce={nonce} />
        {root && !backOffice && !privatePage && <link rel="canonical" href={`${baseUrl}${pathname}`} />}
        {!backOffice && root && <JsonLd text={root.organizationJsonLd} />}
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <Direction.Provider dir={direction}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
          >
            Skip to content
          </a>
          {!backOffice && <SiteHeader />}
          <main id="main" tabIndex={-1} className="outline-none">
            {!backOffice && <QuoteListStatus />}
            {children}
          </main>
          {!backOffice && <SiteFooterIsland />}
          {!backOffice && <ChatButton />}
          <LazyToaster />
          <ScrollOnNavigate />
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </Direction.Provider>
      </body>
    </html>
  );
}

export default function App() {
  const pendingSkeletons = usePendingSkeletons("page");
  if (!pendingSkeletons) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <PendingListingPage count={pendingSkeletons} />
    </Suspense>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundCardIsland />;
  return <ErrorCardIsland error={error} />;
}
