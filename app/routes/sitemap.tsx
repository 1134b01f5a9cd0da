import { Link } from "react-router";
import { SITEMAP_GROUPS } from "~/content/legal";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Sitemap", description: "All pages of our website: company pages, solutions, the product catalogue and legal information." });

export default function SitemapPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold text-slate-900">Sitemap</h1>
      <div className="mt-10 grid gap-8 sm:grid-cols-3">
        {SITEMAP_GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`group-${group.title}`}>
            <h2 id={`group-${group.title}`} className="text-lg font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-brand-700 hover:underline">{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
