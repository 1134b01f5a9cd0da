import { Link } from "react-router";
import { useSiteText } from "~/lib/i18n/use-site-text";
import { useLocalizedPath } from "~/lib/i18n/use-locale";

/** Text logo with a small droplet mark; links home. */
export function SiteLogo() {
  const { companyName } = useSiteText();
  const to = useLocalizedPath();
  return (
    <Link to={to("/")} className="flex min-w-0 items-center gap-2 rounded-md font-bold text-brand-900">
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M16 6c-4 5.2-7 8.9-7 12.5a7 7 0 0 0 14 0C23 14.9 20 11.2 16 6Z" fill="#fff" />
        <path d="M13 19.5a3 3 0 0 0 3 3" stroke="#0a56a3" strokeWidth="1.8" strokeLinecap="round" fill="none" />
      </svg>
      <span className="truncate text-base leading-tight sm:text-lg">{companyName}</span>
    </Link>
  );
}
