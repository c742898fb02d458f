import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImage } from "@/components/seo/preview-image";
import { site } from "@/lib/site";

export const alt = `Shop ${site.name}'s educational maths toys and games`;
export const size = PREVIEW_SIZE;
export const contentType = PREVIEW_CONTENT_TYPE;

export default function Image() {
  return previewImage({
    title: "Shop educational maths toys and games",
    detail: "Delivered across India",
    picture: "/images/products/polyhedra-builder/1.svg",
  });
}
