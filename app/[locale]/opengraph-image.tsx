import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImage } from "@/components/seo/preview-image";
import { site } from "@/lib/site";

// The store's preview: the home page's, and every page's without one of its own.
export const alt = `${site.name}: ${site.tagline}`;
export const size = PREVIEW_SIZE;
export const contentType = PREVIEW_CONTENT_TYPE;

export default function Image() {
  return previewImage({
    title: "Maths you can hold, play and understand",
    detail: "Card games, board games and hands-on kits",
    picture: "/images/products/trigno-card/1.svg",
  });
}
