import { isRouteErrorResponse } from "react-router";
import { ERROR_PAGE_TEXT } from "~/content/errors";
import type { Locale } from "~/lib/i18n/locale";

/** The texts of an error that is not a missing page: a request the page does not take (405), else the server's fault. */
export function errorPageText(error: unknown, locale: Locale = "en") {
  const text = ERROR_PAGE_TEXT[locale];
  return isRouteErrorResponse(error) && error.status === 405 ? text.methodNotAllowed : text.serverError;
}
