import { isRouteErrorResponse } from "react-router";
import { ERROR_PAGE_TEXT } from "~/content/errors";
import type { Locale } from "~/lib/i18n/locale";

/** Which error page an error that is not a missing page gets: a request the page does not take (405), else ours. */
export function errorKind(error: unknown): "methodNotAllowed" | "serverError" {
  return isRouteErrorResponse(error) && error.status === 405 ? "methodNotAllowed" : "serverError";
}

/** The title and description of that error page in an edition. */
export function errorPageText(error: unknown, locale: Locale = "en") {
  return ERROR_PAGE_TEXT[locale][errorKind(error)];
}
