import { data } from "react-router";
import { pageMeta } from "~/lib/seo";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => pageMeta({ title: "Page not found", description: "The page you asked for does not exist." });

export default function NotFound() {
  return null;
}
