import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { COMPANY_TEXT } from "~/content/company-facts";
import { HOME_HERO_TEXT } from "~/content/home-hero";
import { afterWindowLoad, HERO_MEDIA_SIZE, heroVideoConditions, shouldLoadHeroVideo } from "~/lib/hero-video";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { useSiteConfig } from "~/lib/use-site-config";
import { siteTextIn } from "~/content/site-config";
import { HERO_POSTER_SRC, HERO_VIDEO_SOURCES } from "./hero-media";

/** Gives the video its sources and starts it; a refusal (autoplay policy, no playable format) is only logged (spec 8). */
function playHeroVideo(video: HTMLVideoElement) {
  for (const { src, type } of HERO_VIDEO_SOURCES) {
    const source = document.createElement("source");
    source.src = src;
    source.type = type;
    video.append(source);
  }
  video.muted = true;
  video.play().catch((error: unknown) => {
    console.info(
      `Hero video did not play, the poster stays: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
}

/**
 * Spec 2.3 hero: a looping muted video of a scrubber-dryer behind the text (decision 102). The poster image is the page's
 * largest paint; the video has no source until the window has loaded, and none ever under reduced motion or Save-Data.
 * It stays transparent until it actually plays, so a refused play() leaves the poster. Both are absolutely placed: no
 * layout shift.
 */
export function Hero() {
  const site = useSiteConfig();
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = HOME_HERO_TEXT[locale];
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!shouldLoadHeroVideo(heroVideoConditions(window))) return;
    return afterWindowLoad(window, () => {
      if (video.current) playHeroVideo(video.current);
    });
  }, []);
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div className="absolute inset-0 -z-10 opacity-60">
        <img
          src={HERO_POSTER_SRC}
          alt={text.heroImageAlt}
          width={HERO_MEDIA_SIZE.width}
          height={HERO_MEDIA_SIZE.height}
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover"
        />
        <video
          ref={video}
          aria-hidden="true"
          muted
          loop
          playsInline
          preload="none"
          onPlaying={() => setPlaying(true)}
          data-testid="hero-video"
          className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${playing ? "opacity-100" : "opacity-0"}`}
        />
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/70 to-transparent rtl:bg-gradient-to-l" />
      <div className="mx-auto max-w-7xl px-4 py-20 md:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{text.heroEyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight md:text-6xl">{text.heroTitle}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50 md:text-xl">
          {COMPANY_TEXT[locale].leading(siteTextIn(site, locale).country)}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={to(text.exploreSolutions.href)}
            className="rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {text.exploreSolutions.label}
          </Link>
          <Link
            to={to(text.expertConsultation.href)}
            className="rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            {text.expertConsultation.label}
          </Link>
        </div>
        <dl className="mt-12 flex flex-wrap gap-4">
          {text.heroStats.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-white/10 px-6 py-4 backdrop-blur">
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="text-3xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
