import type { Route } from "./+types/robots-txt";
import { robotsTxt } from "~/lib/seo/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.env.PUBLIC_BASE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
