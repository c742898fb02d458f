/**
 * The admin area's banners: every slider, active or not, and the writes behind its forms. Each
 * write validates its input and expires the storefront's banner cache, so the home page shows
 * the change at once. A banner's English title is its own; its Hindi title, optional, is a
 * SliderTranslation (none: the Hindi home page shows the English title).
 */
import "server-only";
import { CACHE_TAGS, expireCache } from "../cache/storefront-cache";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { notFound } from "../http/errors";
import { sliderInputSchema, type SliderInput } from "../validation/admin-content";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { SLIDER_ORDER, titleIn, toSlider, type Slider } from "./sliders";

/** The one other language the admin writes a banner's title in. */
const HINDI = "hi";

/** A banner as the admin sees it: its English title, and its Hindi one when it has one. */
export interface AdminSlider extends Slider {
  hindiTitle: string | null;
}

type SliderRow = Parameters<typeof toSlider>[0];

const toAdminSlider = ({ translations, ...row }: SliderRow): AdminSlider => ({
  ...toSlider({ ...row, translations: [] }, DEFAULT_LOCALE),
  hindiTitle: translations[0]?.title ?? null,
});

/** Every banner in display order, inactive ones included. */
export async function listAllSliders(): Promise<AdminSlider[]> {
  return (await db().slider.findMany({ include: titleIn(HINDI), orderBy: SLIDER_ORDER })).map(toAdminSlider);
}

export async function findSlider(id: string): Promise<AdminSlider | null> {
  const slider = await db().slider.findUnique({ where: { id }, include: titleIn(HINDI) });
  return slider && toAdminSlider(slider);
}

/** The admin's "order" is the table's `position`; the Hindi title is the banner's translation. */
function toColumns({ order, hindiTitle, ...slider }: SliderInput) {
  return { columns: { ...slider, position: order }, hindiTitle };
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
  const { columns, hindiTitle } = toColumns(sliderInputSchema.parse(input));
  const translations = hindiTitle ? { create: { locale: HINDI, title: hindiTitle } } : undefined;
  return (await writing(() => db().slider.create({ data: { ...columns, translations }, select: { id: true } }))).id;
}

/** Updates a banner; without a Hindi title, the banner's Hindi title (if any) is removed. */
export async function updateSlider(id: string, input: SliderInput): Promise<void> {
  const { columns, hindiTitle } = toColumns(sliderInputSchema.parse(input));
  const translations = hindiTitle
    ? {
        upsert: {
          where: { sliderId_locale: { sliderId: id, locale: HINDI } },
          create: { locale: HINDI, title: hindiTitle },
          update: { title: hindiTitle },
        },
      }
    : { deleteMany: { locale: HINDI } };
  await writing(() => db().slider.update({ where: { id }, data: { ...columns, translations } }));
}

export async function setSliderActive(id: string, active: boolean): Promise<void> {
  await writing(() => db().slider.update({ where: { id }, data: { active } }));
}

export async function deleteSlider(id: string): Promise<void> {
  await writing(() => db().slider.delete({ where: { id } }));
}
