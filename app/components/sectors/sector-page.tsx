import {
  Building2,
  CheckCircle2,
  Clock,
  Heart,
  Leaf,
  Moon,
  ShieldCheck,
  Sparkles,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { ProductGrid } from "~/components/catalogue/product-grid";
import { HEALTHCARE_EXTRAS, HOSPITALITY_EXTRAS, SECTOR_PAGES } from "~/content/sectors";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import type { Sector } from "~/lib/catalogue/sectors";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";

/** Each sector's feature cards' icons, in the order of its `features` in app/content/sectors.ts. */
const FEATURE_ICONS: Record<Sector, readonly LucideIcon[]> = {
  commercial: [Clock, Building2, ShieldCheck, Sparkles],
  healthcare: [ShieldCheck, Leaf, Heart, Users],
  hospitality: [Sparkles, Moon, Heart, ShieldCheck],
};

/**
 * Spec 2.10: one layout for the three sector pages, driven by app/content/sectors.ts. An island (sector-islands.ts);
 * the route modules keep the loaders and meta.
 */
export function SectorPage({ sector, products }: { sector: Sector; products: ProductSummary[] }) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const content = SECTOR_PAGES[locale][sector];
  const healthcare = HEALTHCARE_EXTRAS[locale];
  const hospitality = HOSPITALITY_EXTRAS[locale];
  const catalogueHref = to(`/products?application=${sector}`);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 rtl:bg-gradient-to-bl text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="text-4xl font-bold">{content.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">{content.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={catalogueHref}
              className="rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {content.primaryButton}
            </Link>
            <Link
              to={to("/contact")}
              className="rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {content.secondaryButton}
            </Link>
          </div>
          {sector === "healthcare" && (
            <ul
              className="mt-8 flex flex-wrap gap-3"
              aria-label={healthcare.claimsLabel}
              data-testid="healthcare-claims"
            >
              {healthcare.claims.map((claim) => (
                <li key={claim} className="rounded-full bg-white/15 px-4 py-1 text-sm font-semibold">
                  {claim}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {sector === "healthcare" && (
        <section aria-labelledby="compliance" className="border-b border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-6">
            <h2 id="compliance" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {healthcare.complianceHeading}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-6 font-semibold text-slate-800" data-testid="compliance-band">
              {healthcare.compliance.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <ShieldCheck className="h-5 w-5 text-accent-700" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="features">
        <h2 id="features" className="text-2xl font-bold text-slate-900">
          {content.featuresHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="feature-cards">
          {content.features.map((feature, index) => {
            const Icon = FEATURE_ICONS[sector][index % FEATURE_ICONS[sector].length]!;
            return (
              <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{feature.description}</p>
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  {feature.bullets.map((bullet) => (
                    <li key={bullet} className="flex gap-2">
                      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
                      {bullet}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </section>
      {sector === "hospitality" && (
        <section className="bg-brand-50" aria-labelledby="guest-features">
          <div className="mx-auto max-w-7xl px-4 py-14">
            <h2 id="guest-features" className="text-2xl font-bold text-slate-900">
              {hospitality.heading}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="guest-features">
              {hospitality.features.map((feature) => (
                <li key={feature.title} className="rounded-xl bg-white p-6 shadow-sm">
                  <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="venues">
        <h2 id="venues" className="text-2xl font-bold text-slate-900">
          {content.venuesHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="venue-cards">
          {content.venues.map((venue) => (
            <li key={venue.name} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{venue.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{venue.description}</p>
              <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-slate-700">
                {venue.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-4 pb-16" aria-labelledby="sector-products">
        <h2 id="sector-products" className="mb-6 text-2xl font-bold text-slate-900">
          {content.productsHeading}
        </h2>
        <ProductGrid products={products} />
        <div className="mt-8 text-center">
          <Link
            to={catalogueHref}
            className="inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {content.viewAll}
          </Link>
        </div>
      </section>
    </>
  );
}
