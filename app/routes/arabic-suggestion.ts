import { redirect } from "react-router";
import { dismissedSuggestionCookie } from "~/lib/i18n/accept-language";

/**
 * The suggestion's "No, thanks" without JavaScript (decision 130): remembers the dismissal and returns to the English
 * home page. With JavaScript the banner sets the same cookie itself and stays on the page.
 */
export function loader() {
  return redirect("/", { headers: { "Set-Cookie": dismissedSuggestionCookie(), "Cache-Control": "no-store" } });
}
