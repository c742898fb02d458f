/**
 * The admin area's banners: every slider, active or not, and the writes behind its forms. Each
 * write validates its input and expires the storefront's banner cache, so the home page shows
 * the change at once.
 */
import "server-only";
import { CACHE_TAGS, expireCache } from "../cache/storefront-cache";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { notFound } from "../http/errors";
import { sliderInputSchema, type SliderInput } from "../validation/admin-content";
import { SLIDER_ORDER, toSlider, type Slider } from "./sliders";

/** Every banner in display order, inactive ones included. */
export async function listAllSliders(): Promise<Slider[]> {
  return (await db().slider.findMany({ orderBy: SLIDER_ORDER })).map(toSlider);
}

export async function findSlider(id: string): Promise<Slider | null> {
  const slider = await db().slider.findUnique({ where: { id } });
  return slider && toSlider(slider);
}

/** The admin's "order" is the table's `position`. */
function toColumns({ order, ...slider }: SliderInput) {
  return { ...slider, position: order };
}

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    const result = await write();
    expireCache(CACHE_TAGS.sliders);
    return result;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") {
      throw notFound("Banner not found");
    }
    throw error;
  }
}

/** Creates a banner; answers its id. */
export async function createSlider(input: SliderInput): Promise<string> {
  const data = toColumns(sliderInputSchema.parse(input));
  return (await writing(() => db().slider.create({ data, select: { id: true } }))).id;
}

export async function updateSlider(id: string, input: SliderInput): Promise<void> {
  const data = toColumns(sliderInputSchema.parse(input));
  await writing(() => db().slider.update({ where: { id }, data }));
}

export async function setSliderActive(id: string, active: boolean): Promise<void> {
  await writing(() => db().slider.update({ where: { id }, data: { active } }));
}

export async function deleteSlider(id: string): Promise<void> {
  await writing(() => db().slider.delete({ where: { id } }));
}
