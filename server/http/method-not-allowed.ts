/**
 * A form post (or PUT, DELETE...) to a page without an action gets the site's own 405 text. React Router would answer
 * with its developer message ("You made a POST request to … but did not provide an `action` for route …"), serialised
 * into the page and the data answer even in production. Every route module without an action is given one that throws
 * the site's own 405, so the error boundary shows that and nothing of the framework's wording reaches a visitor.
 */
import { data, type ServerBuild } from "react-router";
import { ERROR_PAGE_TEXT } from "~/content/errors";

function methodNotAllowed(): never {
  throw data(ERROR_PAGE_TEXT.en.methodNotAllowed.title, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export function withOwnMethodNotAllowed(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [
      id,
      route && !route.module.action ? { ...route, module: { ...route.module, action: methodNotAllowed } } : route,
    ]),
  );
  return { ...build, routes };
}
