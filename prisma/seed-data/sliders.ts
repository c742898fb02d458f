import type { SeedSlider } from "./types";

/** Home-page promotional banners, shown in ascending `position`. */
export const sliders: SeedSlider[] = [
  {
    id: "slider-diwali-gifts",
    title: "Gift the joy of maths this Diwali",
    image: "/images/banners/slider-diwali-gifts.svg",
    link: "/shop?filter=price&value=Under%20999",
    position: 1,
  },
  {
    id: "slider-trigonometry-tactile",
    title: "Trigonometry made tactile",
    image: "/images/banners/slider-trigonometry-tactile.svg",
    link: "/shop?category=Trigonometry",
    position: 2,
  },
  {
    id: "slider-new-arrivals",
    title: "New arrivals for the new school term",
    image: "/images/banners/slider-new-arrivals.svg",
    link: "/shop?sort=newest",
    position: 3,
  },
];
