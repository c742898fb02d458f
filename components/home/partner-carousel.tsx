import { useTranslations } from "next-intl";
import { partners } from "./partners";

function PartnerTiles({ copy }: { copy?: boolean }) {
  const t = useTranslations("homeSections.partners");
  return (
    <ul
      // The second copy only closes the loop: hidden from assistive technology, and from view
      // when motion is reduced (the first copy then wraps as a plain list).
      aria-hidden={copy || undefined}
      className={`flex min-w-[100vw] shrink-0 justify-around gap-4 pr-4 motion-reduce:min-w-0 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 ${copy ? "motion-reduce:hidden" : ""}`}
    >
      {partners.map((partner) => (
        <li
          key={partner.id}
          className="flex w-52 shrink-0 flex-col rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm"
        >
          {/* A text wordmark: no third-party logo files are copied. */}
          <span className="text-xl font-bold tracking-tight text-brand-900">{partner.name}</span>
          <span className="mt-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
            {t(`${partner.id}.category`)}
          </span>
          <span className="mt-1 text-sm text-slate-600">{t(`${partner.id}.partnership`)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The partners, scrolling in a loop (the list twice, moved by half its width). Hovering or
 * focusing it pauses the scroll; with reduced motion it stands still.
 */
export function PartnerCarousel() {
  const t = useTranslations("homeSections.partners");
  return (
    <section aria-labelledby="partners" className="bg-slate-50 py-12">
      <h2 id="partners" className="mx-auto max-w-7xl px-4 text-2xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <div
        role="region"
        aria-label={t("scrolling")}
        // Focusable so keyboard users can pause the movement too.
        tabIndex={0}
        className="group mt-6 overflow-hidden py-2 focus-visible:outline-offset-[-2px]"
      >
        <div
          data-testid="partner-track"
          className="flex w-max animate-partner-scroll group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
        >
          <PartnerTiles />
          <PartnerTiles copy />
        </div>
      </div>
    </section>
  );
}
