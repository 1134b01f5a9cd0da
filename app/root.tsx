import { lazy, Suspense } from "react";
// The package's own entry, not the "radix-ui" barrel: the shell chunk takes every module the root imports (vite.config.ts),
// and the barrel would bring every Radix component into every page's first load.
import { DirectionProvider } from "radix-ui/direction";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  UNSAFE_DataRouterStateContext,
} from "react-router";
import { useContext } from "react";
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
import { directionOf, localeOfPath, OG_LOCALE, otherLocale } from "~/lib/i18n/locale";
import { isPrivateQuotePath } from "~/lib/quotes/private-link";
import { prefersArabic, suggestionDismissed } from "~/lib/i18n/accept-language";
import { pageAlternates } from "~/lib/seo/alternates";
import { HEADER_TEXT } from "~/content/navigation";
import { NOT_FOUND_TEXT } from "~/content/errors";
import { ArabicSuggestionIsland } from "~/components/layout/arabic-suggestion-island";
import { ARABIC_FONT_FACES, ARABIC_FONT_FILES } from "~/lib/i18n/arabic-font";
import { CompareTrayMount } from "~/components/compare/compare-tray-mount";

const PendingListingPage = lazy(() =>
  import("~/components/catalogue/pending-listing-page").then((module) => ({ default: module.PendingListingPage })),
);

/** Error pages render at the root boundary, so their title comes from here (child routes' meta replaces it otherwise). */
export function meta({ error, location }: Route.MetaArgs) {
  if (!error) return [];
  const locale = localeOfPath(location.pathname);
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const { title, description } = missing ? NOT_FOUND_TEXT[locale] : errorPageText(error, locale);
  return pageMeta({ title, description, locale });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const baseUrl = context.env.PUBLIC_BASE_URL.replace(/\/+$/, "");
  // The header's "Quote List (n)" and (issue 19) the products to compare, for the tray and every Compare link: no
  // database read for a visitor without the cookie.
  const [quoteListCount, compareSelection] = await Promise.all([
    context.quoteListCount?.(request) ?? 0,
    context.compareSelection?.(request) ?? null,
  ]);
  return {
    quoteListCount,
    compareSelection,
    quoteListStatus: quoteListStatusOf(
      new URL(request.url).searchParams.get(QUOTE_LIST_STATUS_PARAM),
      localeOfPath(new URL(request.url).pathname),
    ),
    site: context.env.site,
    baseUrl,
    // Computed here, not in the component, so that their code stays on the server.
    faviconUrl: versionedAssetUrl("/favicon.svg"),
    // Both editions': the root loader does not run again when a link moves to the other edition.
    organizationJsonLd: {
      en: jsonLdText(organizationJsonLd(context.env.site, baseUrl || "/", "en")),
      ar: jsonLdText(organizationJsonLd(context.env.site, baseUrl || "/", "ar")),
    },
    // Decision 131: the Arabic typeface's files and rules, rendered in the head of Arabic pages only.
    arabicFont: { urls: ARABIC_FONT_FILES.map((file) => file.url), faces: ARABIC_FONT_FACES },
    // Decision 130: the English home page offers the Arabic edition to a browser that ranks Arabic first (no redirect).
    suggestArabic:
      prefersArabic(request.headers.get("accept-language")) && !suggestionDismissed(request.headers.get("cookie")),
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
  const privatePage = isPrivateQuotePath(pathname);
  // Issue 18: the language is the address's (/ar…); Radix's menus, sheet and toasts read the direction from the provider.
  const locale = localeOfPath(pathname);
  const direction = directionOf(locale);
  // Any route's error (a 404 included, at whichever boundary shows it): such a page names no canonical or alternates.
  const errorPage = Object.keys(useContext(UNSAFE_DataRouterStateContext)?.errors ?? {}).length > 0;
  const indexed = Boolean(root) && !backOffice && !privatePage && !errorPage;
  const seo = indexed ? pageAlternates(pathname, baseUrl) : null;
  return (
    <html lang={locale} dir={direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={root?.faviconUrl ?? "/favicon.svg"} type="image/svg+xml" />
        {locale === "ar" && root && (
          <>
            {root.arabicFont.urls.map((url) => (
              <link key={url} rel="preload" as="font" type="font/woff2" href={url} crossOrigin="anonymous" />
            ))}
            <style data-arabic-font="" dangerouslySetInnerHTML={{ __html: root.arabicFont.faces }} />
          </>
        )}
        <InlineStylesheet />
        <Meta />
        <Links nonce={nonce} />
        {seo && (
          <>
            <link rel="canonical" href={seo.canonical} />
            {seo.alternates.map(({ hrefLang, href }) => (
              <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
            ))}
            <meta property="og:locale" content={OG_LOCALE[locale]} />
            <meta property="og:locale:alternate" content={OG_LOCALE[otherLocale(locale)]} />
          </>
        )}
        {!backOffice && root && <JsonLd text={root.organizationJsonLd[locale]} />}
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <DirectionProvider dir={direction}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
          >
            {HEADER_TEXT[locale].skipToContent}
          </a>
          {root?.suggestArabic && !backOffice && pathname === "/" && <ArabicSuggestionIsland />}
          {!backOffice && <SiteHeader />}
          <main id="main" tabIndex={-1} className="outline-none">
            {!backOffice && <QuoteListStatus />}
            {children}
          </main>
          {!backOffice && <SiteFooterIsland />}
          {!backOffice && <CompareTrayMount />}
          {!backOffice && <ChatButton />}
          <LazyToaster />
          <ScrollOnNavigate />
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </DirectionProvider>
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
