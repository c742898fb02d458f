import "server-only";
import { CACHE_TAGS, cachedRead } from "../cache/storefront-cache";
import { db } from "../db";
import { log } from "../log";
import type { Slider as SliderRow, SliderTranslation } from "../generated/prisma/client";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";

/** A home-page banner (SPEC §3); `order` is the table's `position`. */
export interface Slider {
  id: string;
  /** In the language asked for when the banner has a title in it, in English otherwise (`lang`). */
  title: string;
  lang: Locale;
  image: string;
  link: string | null;
  order: number;
  active: boolean;
  /** Optional display window [startsAt, endsAt), epoch milliseconds; null is open on that side. */
  startsAt: number | null;
  endsAt: number | null;
}

/**
 * The size a banner image should have. The home page draws the first banner across the content
 * column (at most 1248 CSS px, about 360 on a phone) and the others at half that, always at this
 * aspect ratio (3.2 : 1); 1600 px wide stays sharp on a laptop and on a 3× phone screen alike.
 */
export const BANNER_IMAGE = { width: 1600, height: 500 } as const;

/** Display order: ascending position, ties broken by id so the order is stable. */
export const SLIDER_ORDER = [{ position: "asc" as const }, { id: "asc" as const }];

/** The include of a read in `locale`: the banner's title in it, if any (English has none: it is the banner's own). */
export const titleIn = (locale: Locale) => ({ translations: { where: { locale }, take: 1 } });

export function toSlider(
  {
    id,
    title,
    image,
    link,
    position,
    active,
    startsAt,
    endsAt,
    translations,
  }: SliderRow & {
    translations: SliderTranslation[];
  },
  locale: Locale,
): Slider {
  const translated = translations[0];
  return {
    id,
    title: translated?.title ?? title,
    lang: translated ? locale : DEFAULT_LOCALE,
    image,
    link,
    order: position,
    active,
    startsAt: startsAt?.getTime() ?? null,
    endsAt: endsAt?.getTime() ?? null,
  };
}

/** Whether `now` lies in the banner's display window. */
export function isInWindow(slider: Pick<Slider, "startsAt" | "endsAt">, now: Date): boolean {
  const time = now.getTime();
  return (slider.startsAt === null || slider.startsAt <= time) && (slider.endsAt === null || time < slider.endsAt);
}

/** Every active banner in display order, whatever its window, titled in `locale`. */
async function readActiveSliders(locale: Locale): Promise<Slider[]> {
  const sliders = await db().slider.findMany({
    where: { active: true },
    include: titleIn(locale),
    orderBy: SLIDER_ORDER,
  });
  return sliders.map((slider) => toSlider(slider, locale));
}

/**
 * The cache keeps every active banner whatever its window, and each request filters that list by
 * its own clock (the home page renders per request; only the banner rows are cached). So a cached
 * list never shows a banner after its last day, nor hides one whose first day has come, however
 * long the entry lives. One entry per language.
 */
const cachedActiveSliders = cachedRead("active-sliders", CACHE_TAGS.sliders, readActiveSliders);

/**
 * The banners shown at `now` (the API's answer): active and within their window, in display
 * order, titled in `locale`, from the storefront cache.
 */
export async function listActiveSliders(locale: Locale, now = new Date()): Promise<Slider[]> {
  return (await cachedActiveSliders(locale)).filter((slider) => isInWindow(slider, now));
}

/**
 * The same for the home page, where a failed read leaves no banner rather than no home page
 * (SPEC §4: a failure leaves an empty list; §8 names it 'Failed to fetch sliders').
 */
export async function cachedShowingSliders(locale: Locale, now = new Date()): Promise<Slider[]> {
  try {
    return await listActiveSliders(locale, now);
  } catch (error) {
    log.error("sliders_failed", { message: "Failed to fetch sliders", error });
    return [];
  }
}
