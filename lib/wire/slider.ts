/** Home-page banners on the wire (SPEC §3, §7). */
import { z } from "zod";
import type { Slider } from "../content/sliders";

export const sliderJson = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  order: z.number(),
  active: z.boolean(),
});
export type SliderJson = z.infer<typeof sliderJson>;

export const sliderListResponse = z.object({ sliders: z.array(sliderJson) });

export function toSliderJson(slider: Slider): SliderJson {
  return {
    _id: slider.id,
    title: slider.title,
    image: slider.image,
    link: slider.link,
    order: slider.order,
    active: slider.active,
  };
}
