import "server-only";
import { db } from "../db";
import type { Slider } from "../generated/prisma/client";

export interface SliderRecord {
  _id: string;
  title: string;
  image: string;
  link: string | null;
  order: number;
  active: boolean;
}

/** Display order: ascending position, ties broken by id so the order is stable. */
export const SLIDER_ORDER = [{ position: "asc" as const }, { id: "asc" as const }];

export function toSliderRecord({ id, title, image, link, position, active }: Slider): SliderRecord {
  return { _id: id, title, image, link, order: position, active };
}

/** The home page's active banners, in display order. */
export async function listActiveSliders(): Promise<SliderRecord[]> {
  const sliders = await db().slider.findMany({ where: { active: true }, orderBy: SLIDER_ORDER });
  return sliders.map(toSliderRecord);
}
