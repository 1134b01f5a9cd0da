import { isRouteErrorResponse } from "react-router";
import { ERROR_PAGE_TEXT } from "~/content/errors";

/** The texts of an error that is not a missing page: a request the page does not take (405), else the server's fault. */
export function errorPageText(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 405
    ? ERROR_PAGE_TEXT.methodNotAllowed
    : ERROR_PAGE_TEXT.serverError;
}
