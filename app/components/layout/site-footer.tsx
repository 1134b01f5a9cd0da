import { Link } from "react-router";
import { CATEGORY_TREE, categoryName } from "~/content/category-tree";
import {
  FOOTER_COMPANY_LINKS,
  FOOTER_LEGAL_LINKS,
  FOOTER_TEXT,
  SOCIAL_LABELS,
  type SocialNetwork,
} from "~/content/footer";
import { delayedScrollLinkProps } from "~/lib/scroll-to-top";
import { useSiteConfig } from "~/lib/use-site-config";
import { siteTextIn } from "~/content/site-config";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { SocialIcon } from "./social-icons";

const FOOTER_LINK_CLASS = "text-sm text-slate-300 hover:text-white hover:underline";
const SOCIAL_NETWORKS: SocialNetwork[] = ["facebook", "instagram", "linkedin"];

/** Shared footer (spec 2.2): categories, company links, social links, copyright and legal links. */
export function SiteFooter() {
  const site = useSiteConfig();
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = FOOTER_TEXT[locale];
  const { companyName, country } = siteTextIn(site, locale);
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{companyName}</p>
          <p className="mt-3 text-sm text-slate-300">{text.tagline(country)}</p>
          <p className="mt-2 text-sm text-slate-300">{text.partnering}</p>
        </div>
        <FooterGroup heading={text.categoriesHeading}>
          {CATEGORY_TREE.map((category) => (
            <li key={category.name}>
              <Link to={to(category.href)} {...delayedScrollLinkProps} className={FOOTER_LINK_CLASS}>
                {categoryName(category.name, locale)}
              </Link>
            </li>
          ))}
        </FooterGroup>
        <FooterGroup heading={text.companyHeading}>
          {FOOTER_COMPANY_LINKS[locale].map((link) => (
            <li key={link.href}>
              <Link to={to(link.href)} className={FOOTER_LINK_CLASS}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterGroup>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{text.followHeading}</h2>
          <ul className="mt-4 flex gap-3">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a
                  href={site.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={SOCIAL_LABELS[locale][network]}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <SocialIcon network={network} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-300">{text.copyright(year, companyName)}</p>
          <nav aria-label={text.legalLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {FOOTER_LEGAL_LINKS[locale].map((link) => (
                <li key={link.href}>
                  <Link to={to(link.href)} className={FOOTER_LINK_CLASS}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterGroup({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{heading}</h2>
      <ul className="mt-4 space-y-2">{children}</ul>
    </nav>
  );
}
