import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImage } from "@/components/seo/preview-image";
import { site } from "@/lib/site";

export const alt = `Our story: how ${site.name} began`;
export const size = PREVIEW_SIZE;
export const contentType = PREVIEW_CONTENT_TYPE;

export default function Image() {
  return previewImage({
    title: "Our Story",
    detail: "Hands-on maths, born in a Jodhpur classroom",
    picture: "/images/products/abacus-champ/1.svg",
  });
}
