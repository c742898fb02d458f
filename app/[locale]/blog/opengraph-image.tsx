import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImage } from "@/components/seo/preview-image";
import { site } from "@/lib/site";

export const alt = `The ${site.name} blog: learning maths by playing`;
export const size = PREVIEW_SIZE;
export const contentType = PREVIEW_CONTENT_TYPE;

export default function Image() {
  return previewImage({
    title: "Blog: learning maths by playing",
    detail: "Ideas for parents and teachers",
    picture: "/images/blog/maths-games-for-family-game-night.svg",
  });
}
