import { X as xIcon } from "lucide";
import { useState } from "react";
import { FirstLoadIcon } from "~/components/icons/first-load-icon";
import { ARABIC_SUGGESTION_TEXT } from "~/content/navigation";
import { ARABIC_SUGGESTION_DISMISS_PATH, dismissedSuggestionCookie } from "~/lib/i18n/accept-language";
import { localizedPath } from "~/lib/i18n/locale";

/**
 * On the English home page, for a browser that ranks Arabic above English (the root loader decides from the request,
 * so it is in the first paint): a line in Arabic offering the Arabic edition (decision 130). No redirect. "No, thanks"
 * is a link that remembers the dismissal in a cookie and comes back; with JavaScript the cookie is set here instead.
 */
export function ArabicSuggestion() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const text = ARABIC_SUGGESTION_TEXT;
  return (
    <aside
      lang="ar"
      dir="rtl"
      aria-label={text.label}
      data-testid="arabic-suggestion"
      className="border-b border-brand-100 bg-brand-50 text-brand-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p>{text.message}</p>
        <a href={localizedPath("/", "ar")} hrefLang="ar" className="font-semibold underline">
          {text.open}
        </a>
        <a
          href={ARABIC_SUGGESTION_DISMISS_PATH}
          rel="nofollow"
          className="ms-auto inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-brand-100"
          onClick={(event) => {
            event.preventDefault();
            document.cookie = dismissedSuggestionCookie();
            setDismissed(true);
          }}
        >
          <FirstLoadIcon icon={xIcon} className="h-4 w-4" />
          {text.dismiss}
        </a>
      </div>
    </aside>
  );
}
