import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { NoticePage } from "@/components/ui/notice-page";

export default async function NotFound() {
  const t = await getTranslations("layout.notFound");
  return (
    <NoticePage title={t("title")} message={t("message")}>
      <ButtonLink href="/shop" size="lg">
        {t("backToShop")}
      </ButtonLink>
    </NoticePage>
  );
}
