import "server-only";
import { CACHE_TAGS, cachedRead } from "../cache/storefront-cache";
import { db } from "../db";
import type { Slider as SliderRow } from "../generated/prisma/client";

/** A home-page banner (SPEC §3); `order` is the table's `position`. */
export interface Slider {
  id: string;
  title: string;
  image: string;
  link: string | null;
  order: number;
  active: boolean;
}

/** Display order: ascending position, ties broken by id so the order is stable. */
export const SLIDER_ORDER = [{ position: "asc" as const }, { id: "asc" as const }];

export function toSlider({ id, title, image, link, position, active }: SliderRow): Slider {
  return { id, title, image, link, order: position, active };
}

/** The home page's active banners, in display order. */
export async function listActiveSliders(): Promise<Slider[]> {
  const sliders = await db().slider.findMany({ where: { active: true }, orderBy: SLIDER_ORDER });
  return sliders.map(toSlider);
}

export const cachedActiveSliders = cachedRead("active-sliders", CACHE_TAGS.sliders, listActiveSliders);
