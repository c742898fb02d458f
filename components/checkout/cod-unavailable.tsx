import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/**
 * Cash on delivery chosen where it is not offered: for the pincode, or (`reason`) by the account's
 * COD limits. Said where it matters, with the way out.
 */
export function CodUnavailable({
  pincode,
  reason,
  onUsePhonePe,
}: {
  pincode: string;
  reason: string | null;
  onUsePhonePe: () => void;
}) {
  const t = useTranslations("checkout.codUnavailable");
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="cod-unavailable"
    >
      <p role="status">{reason ?? t("text", { pincode })}</p>
      <Button variant="secondary" onClick={onUsePhonePe} className="self-start">
        {t("button")}
      </Button>
    </div>
  );
}
