"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { hiddenText } from "@/components/ui/hidden-text";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { notify } from "@/lib/client/notify";
import { cancelItems, cancelOrder, type ShopperOrder } from "@/lib/client/orders";
import { displayOrderId } from "@/lib/orders/order-view";
import { customerMayCancelItemsLabel, customerMayCancelLabel } from "@/lib/orders/status";
import { CANCEL_REASONS, MAX_CANCEL_REASON } from "@/lib/validation/form-rules";
import { CancelScope, type UnitsToCancel } from "./cancel-scope";

const OTHER = "Other";

/** Each reason offered (sent in English, as the API records it) by its name in messages' `orders.cancel.reasons`. */
const REASON_KEYS = {
  "Ordered by mistake": "mistake",
  "Found a better price elsewhere": "price",
  "Delivery will take too long": "slow",
  "Want to change items or address": "change",
  [OTHER]: "other",
} as const satisfies Record<(typeof CANCEL_REASONS)[number] | typeof OTHER, string>;

/**
 * "Cancel order" for an order that has not shipped: a confirmation step asks why (a common reason
 * or the shopper's own words) before anything changes. Renders nothing once it cannot be cancelled.
 */
export function CancelOrder({
  order,
  onCancelled,
}: {
  order: ShopperOrder;
  onCancelled: (order: ShopperOrder) => void;
}) {
  const id = useId();
  const t = useTranslations("orders.cancel");
  const [confirming, setConfirming] = useState(false);
  const [choice, setChoice] = useState<string>(CANCEL_REASONS[0]);
  const [otherReason, setOtherReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [whole, setWhole] = useState(true);
  const [units, setUnits] = useState<UnitsToCancel>({});
  if (!customerMayCancelLabel(order.status)) return null;
  const orderName = displayOrderId(order._id);
  const unitsOnOrder = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const offersItems = customerMayCancelItemsLabel(order.status) && unitsOnOrder > 1;
  const chosen = Object.entries(units)
    .filter(([, quantity]) => quantity > 0)
    .map(([orderItemId, quantity]) => ({ orderItemId, quantity }));

  if (!confirming) {
    return (
      <Button variant="danger-outline" onClick={() => setConfirming(true)}>
        {t.rich("button", { id: orderName, hidden: hiddenText })}
      </Button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reason = choice === OTHER ? otherReason.trim() : choice;
    if (reason.length < 3) return setError(t("why"));
    const someItems = offersItems && !whole;
    if (someItems && chosen.length === 0) return notify.error(t("chooseItems"));
    setBusy(true);
    try {
      const cancelled = someItems ? await cancelItems(order._id, chosen, reason) : await cancelOrder(order._id, reason);
      notify.success(t(someItems && cancelled.status === order.status ? "itemsDone" : "done", { id: orderName }));
      setConfirming(false);
      onCancelled(cancelled);
    } catch (failure) {
      if (!isSessionRejection(failure)) notify.error(messageOf(failure, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t("form", { id: orderName })}
      className="flex w-full flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-normal"
    >
      {offersItems && (
        <CancelScope id={id} order={order} whole={whole} onWhole={setWhole} units={units} onUnits={setUnits} />
      )}
      {(!offersItems || whole) && <p className="font-semibold text-slate-900">{t("confirm")}</p>}
      <FormField id={`${id}-reason`} label={t("reason")}>
        {(control) => (
          <select {...control} value={choice} onChange={(event) => setChoice(event.target.value)} autoFocus>
            {Object.entries(REASON_KEYS).map(([reason, key]) => (
              <option key={reason} value={reason}>
                {t(`reasons.${key}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {choice === OTHER && (
        <FormField id={`${id}-other`} label={t("yourReason")} error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={MAX_CANCEL_REASON}
              value={otherReason}
              onChange={(event) => setOtherReason(event.target.value)}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap gap-3 font-semibold">
        <Button type="submit" variant="danger" disabled={busy}>
          {t(busy ? "cancelling" : "submit")}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
          {t("keep")}
        </Button>
      </div>
    </form>
  );
}
