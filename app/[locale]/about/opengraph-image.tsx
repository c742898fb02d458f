import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImage } from "@/components/seo/preview-image";
import { getTranslations } from "next-intl/server";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { site } from "@/lib/site";

export const alt = `Our story: how ${site.name} began`;
export const size = PREVIEW_SIZE;
export const contentType = PREVIEW_CONTENT_TYPE;

export default async function Image({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: "previews.about" });
  return previewImage({
    locale,
    title: t("title"),
    detail: t("detail"),
    picture: "/images/products/abacus-champ/1.svg",
  });
}
