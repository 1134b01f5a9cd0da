import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NOT_FOUND_TEXT } from "~/content/errors";
import { localeOfPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";

export function loader() {
  throw data(null, { status: 404 });
}

/** A post to an unknown address is a 404 as well (not a 405 for a page that does not exist). */
export function action() {
  throw data(null, { status: 404 });
}

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const text = NOT_FOUND_TEXT[locale];
  return pageMeta({ title: text.title, description: text.description, locale });
};

export default function NotFound() {
  return null;
}
