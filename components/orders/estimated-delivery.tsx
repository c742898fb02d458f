import { useTranslations } from "next-intl";
import type { PromisedDelivery } from "@/lib/delivery/estimate";
import { useOrderTexts } from "./use-order-texts";

/** The delivery checkout promised, the same words on the order list, the order page and its confirmation. */
export function EstimatedDelivery({ estimate, className }: { estimate: PromisedDelivery; className: string }) {
  const t = useTranslations("orders");
  const texts = useOrderTexts();
  return (
    <p className={className} data-testid="estimated-delivery">
      {t("estimated", { promise: texts.promise(estimate) })}
    </p>
  );
}
