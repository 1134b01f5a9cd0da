import { useEffect, useState } from "react";
import { PARTNER_LOGOS } from "~/content/brands";
import { HOME_TEXT, PARTNER_SKELETON_TILES } from "~/content/company";
import { getJson } from "~/lib/api-client";
import { ResponsiveImage } from "~/components/images/responsive-image";

/**
 * Spec 2.3 partners: asks the server for the brand list and shows 9 skeleton tiles meanwhile, then the marquee of the 10
 * static partner logos (one cycle 60 s, paused on hover and for reduced motion). Without JavaScript the marquee is shown
 * from a <noscript> copy, so the server-rendered page is complete; the skeleton strip is hidden there by
 * `@media (scripting: none)`. Names and descriptions are always in the page for screen readers and search engines.
 */
export function Partners() {
  const [state, setState] = useState<"loading" | "loaded">("loading");
  useEffect(() => {
    let active = true;
    // The answer is not shown (the marquee is static, spec 2.3); a failed read still ends the loading state.
    getJson(["/api", "brands"])
      .catch((error: unknown) => console.warn("Partner brands could not be loaded", error))
      .finally(() => active && setState("loaded"));
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="bg-white py-16" aria-labelledby="partners-title">
      <div className="mx-auto max-w-7xl px-4 text-center">
        <h2 id="partners-title" className="text-3xl font-bold text-slate-900">
          {HOME_TEXT.partnersTitle}
        </h2>
        <p className="mt-2 text-slate-700">{HOME_TEXT.partnersSubtitle}</p>
        <ul className="sr-only" data-testid="partner-list">
          {PARTNER_LOGOS.map((logo) => (
            <li key={logo.name}>
              {logo.name}: {logo.description}
            </li>
          ))}
        </ul>
        {/* Skeleton strip and marquee share one size (a row of 240 × 80 tiles), so the swap shifts nothing. */}
        <div className="mt-10 h-20 motion-reduce:h-auto" aria-hidden="true">
          {state === "loaded" ? (
            <Marquee />
          ) : (
            <>
              <ul
                className="flex gap-8 overflow-hidden [@media(scripting:none)]:hidden"
                data-testid="partner-skeletons"
              >
                {Array.from({ length: PARTNER_SKELETON_TILES }, (_, index) => (
                  <li
                    key={index}
                    className="h-20 w-60 shrink-0 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none"
                  />
                ))}
              </ul>
              <noscript>
                <Marquee />
              </noscript>
            </>
          )}
        </div>
        <dl className="mt-10 flex justify-center gap-12">
          {HOME_TEXT.partnerStats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/**
 * Two copies of the list slide by one copy's width per cycle (keyframes `marquee` in app.css). Always laid out left to
 * right, so the same keyframes work in the Arabic edition. With reduced motion it stands still and
 * wraps, one copy of each logo.
 */
function Marquee() {
  return (
    <div dir="ltr" className="group overflow-hidden" data-testid="partner-marquee">
      <ul className="flex w-max animate-[marquee_60s_linear_infinite] gap-8 group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center">
        {[...PARTNER_LOGOS, ...PARTNER_LOGOS].map((logo, index) => (
          <li
            key={`${logo.name}-${index}`}
            className={`shrink-0 ${index >= PARTNER_LOGOS.length ? "motion-reduce:hidden" : ""}`}
          >
            <ResponsiveImage src={logo.url} alt="" title={logo.name} width={240} height={80} className="h-20 w-60" />
          </li>
        ))}
      </ul>
    </div>
  );
}
