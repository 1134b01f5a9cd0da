import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { SITEMAP_GROUPS } from "~/content/legal";
import { SITEMAP_PAGE_TEXT } from "~/content/sitemap-page";
import { localeOfPath } from "~/lib/i18n/locale";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo";

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta({ ...SITEMAP_PAGE_TEXT[locale], locale });
};

/** aria-labelledby takes a space-separated list of ids, so group ids must not contain spaces ("Main Pages"). */
const groupId = (index: number) => `sitemap-group-${index + 1}`;

export default function SitemapPage() {
  const locale = useLocale();
  const to = useLocalizedPath();
  const groups = SITEMAP_GROUPS[locale];
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold text-slate-900">{SITEMAP_PAGE_TEXT[locale].title}</h1>
      <div className="mt-10 grid gap-8 sm:grid-cols-3">
        {groups.map((group, index) => (
          <section key={group.title} aria-labelledby={groupId(index)}>
            <h2 id={groupId(index)} className="text-lg font-semibold text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={to(link.href)} className="inline-block py-1 text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
