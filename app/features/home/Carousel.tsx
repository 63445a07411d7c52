import { useCallback, useEffect, useRef, useState } from "react";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import { useMediaUrl } from "~/lib/site-data";
import type { Banner } from "./home.server";

const AUTOPLAY_MS = 6000;

/**
 * Home carousel (spec § 2, § 9): 3 slides per view from 980 px, 1 below; 25 px between slides,
 * 50 px from 980 px. A CSS scroll-snap track, so swiping works without JavaScript; the script
 * adds previous/next, arrow keys and autoplay with a pause control (never autoplays when the
 * visitor prefers reduced motion). Slide images have fixed proportions: no layout shift.
 */
export function Carousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslator();
  const media = useMediaUrl();
  const track = useRef<HTMLUListElement>(null);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  // The controls need the script: without it they are not shown (swiping and scrolling still work).
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setPlaying(!window.matchMedia("(prefers-reduced-motion: reduce)").matches);
    setHydrated(true);
  }, []);

  const step = useCallback((direction: 1 | -1) => {
    const el = track.current;
    const slide = el?.querySelector<HTMLElement>(".slide");
    if (!el || !slide) return;
    const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0;
    const width = slide.offsetWidth + gap;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const atStart = el.scrollLeft <= 4;
    if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: "smooth" });
    else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior: "smooth" });
    else el.scrollBy({ left: direction * width, behavior: "smooth" });
  }, []);

  useEffect(() => {
    if (!playing || hovered) return;
    const timer = setInterval(() => step(1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, hovered, step]);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t("home.carouselLabel")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onKeyDown={(event) => {
        // Arrow keys move the slides while focus is on a slide link or a control.
        if (event.key === "ArrowRight") step(1);
        if (event.key === "ArrowLeft") step(-1);
      }}
    >
      <ul className="carousel-track" ref={track} aria-live={playing && !hovered ? "off" : "polite"}>
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            className="slide"
            aria-roledescription="slide"
            aria-label={t("home.slideLabel", { index: index + 1, count: banners.length })}
          >
            <img
              src={media(banner.image)}
              alt=""
              width="1200"
              height="600"
              loading={index < 3 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
            />
            <div className="slide-text">
              <h2>{banner.title}</h2>
              <p>{banner.subtitle}</p>
              <LocaleLink to={banner.link} className="button button-primary">
                {banner.cta}
              </LocaleLink>
            </div>
          </li>
        ))}
      </ul>
      {/* visibility keeps their room (no layout shift when they appear) but hides them from everyone. */}
      <div className="carousel-controls" style={hydrated ? undefined : { visibility: "hidden" }}>
        <button type="button" className="icon-button" onClick={() => step(-1)} aria-label={t("home.previousSlide")}>
          ‹
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => setPlaying((p) => !p)}
          aria-pressed={!playing}
        >
          {playing ? t("home.pause") : t("home.play")}
        </button>
        <button type="button" className="icon-button" onClick={() => step(1)} aria-label={t("home.nextSlide")}>
          ›
        </button>
      </div>
    </section>
  );
}
