import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { loggableError } from "~server/db/loggable-error";
import { redactPrivateLinks } from "~/lib/quotes/redact-private-link";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { NonceContext } from "~/lib/nonce";
import { InlineStylesheetContext } from "~/components/inline-stylesheet";
import { loadIslandsForServerRendering } from "~/components/hydration/island";
import stylesheet from "./app.css?inline";

export const streamTimeout = 5_000;

/** Loader, action and render errors: logged once with the request id (aborted requests are not errors). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const id = (context as Partial<AppLoadContext> | undefined)?.requestId ?? "-";
  // A failed query's error text holds the statement's parameters (form and file values): log its code instead.
  console.error(
    `[request ${id}] ${request.method} ${redactPrivateLinks(new URL(request.url).pathname)} failed:`,
    error instanceof DrizzleQueryError ? loggableError(error) : error,
  );
};

/**
 * The entry script and the framework chunk it imports, announced in the response headers: the browser starts them with
 * the HTML instead of after parsing the head (decision 104).
 */
function entryPreloadLinks(routerContext: EntryContext): string {
  const { entry } = routerContext.manifest;
  return [entry.module, ...entry.imports].map((href) => `<${href}>; rel=modulepreload`).join(", ");
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await loadIslandsForServerRendering();
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const nonce = loadContext.cspNonce;
    // Crawlers and SPA mode get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    responseHeaders.append("Link", entryPreloadLinks(routerContext));
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesheetContext.Provider value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Never move a finished Suspense boundary (an island) out of place to a hidden copy revealed by a script: React
        // does that past 12,800 bytes of HTML, which would leave it hidden without JavaScript (decision 104).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
