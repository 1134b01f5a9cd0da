import { Link } from "react-router";
import { SITEMAP_GROUPS } from "~/content/legal";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Sitemap",
    description: "All pages of our website: company pages, solutions, the product catalogue and legal information.",
  });

/** aria-labelledby takes a space-separated list of ids, so group ids must not contain spaces ("Main Pages"). */
const groupId = (title: string) => `sitemap-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function SitemapPage() {
  const groups = SITEMAP_GROUPS[useLocale()];
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold text-slate-900">Sitemap</h1>
      <div className="mt-10 grid gap-8 sm:grid-cols-3">
        {groups.map((group) => (
          <section key={group.title} aria-labelledby={groupId(group.title)}>
            <h2 id={groupId(group.title)} className="text-lg font-semibold text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="inline-block py-1 text-brand-700 hover:underline">
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
