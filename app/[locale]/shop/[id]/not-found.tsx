import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { NoticePage } from "@/components/ui/notice-page";

export default function ProductNotFound() {
  const t = useTranslations("product.notFound");
  return (
    <NoticePage title={t("title")} message={t("message")}>
      <ButtonLink href="/shop" size="lg">
        {t("backToShop")}
      </ButtonLink>
    </NoticePage>
  );
}
