import { useEffect, useState } from "react";
import { PARTNER_LOGOS } from "~/content/brands";
import { HOME_TEXT } from "~/content/company";
import { getJson } from "~/lib/api-client";

const SKELETON_TILES = 9;

/**
 * Spec 2.3 partners: asks the server for the brand list and shows 9 skeleton tiles meanwhile, then the marquee of the 10
 * static partner logos (one cycle 60 s, paused on hover and for reduced motion). Without JavaScript the marquee is shown
 * from a <noscript> copy; names and descriptions are always in the page for screen readers and search engines.
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
        <h2 id="partners-title" className="text-3xl font-bold text-slate-900">{HOME_TEXT.partnersTitle}</h2>
        <p className="mt-2 text-slate-700">{HOME_TEXT.partnersSubtitle}</p>
        <ul className="sr-only">
          {PARTNER_LOGOS.map((logo) => (
            <li key={logo.name}>{logo.name}: {logo.description}</li>
          ))}
        </ul>
        <div className="mt-10 h-24" aria-hidden="true">
          {state === "loaded" ? (
            <Marquee />
          ) : (
            <>
              <ul className="grid grid-cols-3 gap-4 sm:grid-cols-9 [@media(scripting:none)]:hidden" data-testid="partner-skeletons">
                {Array.from({ length: SKELETON_TILES }, (_, index) => (
                  <li key={index} className="h-20 animate-pulse rounded-lg bg-slate-200" />
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
            <div key={stat.label}>
              <dd className="text-3xl font-bold text-brand-700">{stat.value}</dd>
              <dt className="text-sm text-slate-600">{stat.label}</dt>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Marquee() {
  return (
    <div className="group overflow-hidden" data-testid="partner-marquee">
      <ul className="flex w-max animate-[marquee_60s_linear_infinite] gap-8 group-hover:[animation-play-state:paused] motion-reduce:animate-none">
        {[...PARTNER_LOGOS, ...PARTNER_LOGOS].map((logo, index) => (
          <li key={`${logo.name}-${index}`} className="shrink-0">
            <img src={logo.url} alt="" title={logo.name} width={240} height={80} loading="lazy" className="h-20 w-60" />
          </li>
        ))}
      </ul>
    </div>
  );
}
