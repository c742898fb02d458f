import { db } from "../db";

export interface SliderRecord {
  _id: string;
  title: string;
  image: string;
  link: string | null;
  order: number;
  active: boolean;
}

/** The home page's active banners, in display order. */
export async function listActiveSliders(): Promise<SliderRecord[]> {
  const sliders = await db().slider.findMany({
    where: { active: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  return sliders.map(({ id, title, image, link, position, active }) => ({
    _id: id,
    title,
    image,
    link,
    order: position,
    active,
  }));
}
