import { data } from "react-router";
import { pageMeta } from "~/lib/seo";

export function loader() {
  throw data(null, { status: 404 });
}

/** A post to an unknown address is a 404 as well (not a 405 for a page that does not exist). */
export function action() {
  throw data(null, { status: 404 });
}

export const meta = () => pageMeta({ title: "Page not found", description: "The page you asked for does not exist." });

export default function NotFound() {
  return null;
}
