import { useTranslations } from "next-intl";
import { progressPercent } from "@/lib/orders/order-view";
import { DELIVERY_TRACK, orderStatusLabel } from "@/lib/orders/status";
import { useOrderTexts } from "./use-order-texts";

/** The status tracker (SPEC §4); hidden for cancelled or unknown statuses. */
export function OrderProgress({ status }: { status: string }) {
  const t = useTranslations("orders");
  const texts = useOrderTexts();
  const percent = progressPercent(status);
  if (percent === 0) return null;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t("detail.progress")}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={texts.status(status)}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-green-600" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-2 hidden justify-between text-xs text-slate-600 sm:flex">
        {DELIVERY_TRACK.map((step, index) => (
          <li
            key={step}
            className={progressPercent(orderStatusLabel(step)) <= percent ? "font-semibold text-green-800" : undefined}
          >
            {t("detail.progressStep", { number: index + 1, status: t(`status.${step}`) })}
          </li>
        ))}
      </ol>
    </div>
  );
}
