import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { NoticePage } from "@/components/ui/notice-page";

/** A link this store did not sign, or one past its last day: the store's 404, saying what to do instead. */
export default function TrackingLinkNotFound() {
  const t = useTranslations("tracking");
  return (
    <NoticePage title={t("title")} message={t("notFound")}>
      <ButtonLink href="/orders" size="lg">
        {t("yourOrders")}
      </ButtonLink>
    </NoticePage>
  );
}
