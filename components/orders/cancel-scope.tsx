"use client";

import { useTranslations } from "next-intl";
import type { ShopperOrder } from "@/lib/client/orders";

/** Units to cancel, by order line id. */
export type UnitsToCancel = Record<string, number>;

/**
 * "What to cancel" in the cancellation form: the whole order, or some of its items (how many of
 * each), the rest still delivered. Offered where the order has more than one unit and its items
 * may still be cancelled one by one (lib/orders/status.ts).
 */
export function CancelScope({
  id,
  order,
  whole,
  onWhole,
  units,
  onUnits,
}: {
  id: string;
  order: ShopperOrder;
  whole: boolean;
  onWhole: (whole: boolean) => void;
  units: UnitsToCancel;
  onUnits: (units: UnitsToCancel) => void;
}) {
  const t = useTranslations("orders.cancel");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold text-slate-900">{t("scope")}</legend>
      <label className="flex items-center gap-2">
        <input type="radio" name={`${id}-scope`} checked={whole} onChange={() => onWhole(true)} />
        {t("wholeOrder")}
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" name={`${id}-scope`} checked={!whole} onChange={() => onWhole(false)} />
        {t("someItems")}
      </label>
      {!whole && (
        <div className="ml-6 flex flex-col gap-2">
          <p>{t("itemsConfirm")}</p>
          {order.items.map((item) => (
            <label key={item._id} className="flex items-center justify-between gap-3">
              <span>{t("units", { name: item.name, units: item.quantity })}</span>
              <input
                type="number"
                min={0}
                max={item.quantity}
                inputMode="numeric"
                className="w-20 rounded-md border border-slate-300 px-2 py-1"
                value={units[item._id] ?? 0}
                onChange={(event) =>
                  onUnits({
                    ...units,
                    [item._id]: Math.min(item.quantity, Math.max(0, Math.trunc(Number(event.target.value)) || 0)),
                  })
                }
              />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
