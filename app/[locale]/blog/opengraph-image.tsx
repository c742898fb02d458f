import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImage } from "@/components/seo/preview-image";
import { getTranslations } from "next-intl/server";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { site } from "@/lib/site";

export const alt = `The ${site.name} blog: learning maths by playing`;
export const size = PREVIEW_SIZE;
export const contentType = PREVIEW_CONTENT_TYPE;

export default async function Image({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: "previews.blog" });
  return previewImage({
    locale,
    title: t("title"),
    detail: t("detail"),
    picture: "/images/blog/maths-games-for-family-game-night.svg",
  });
}
