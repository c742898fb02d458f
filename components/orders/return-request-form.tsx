"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { notify } from "@/lib/client/notify";
import { requestReturn, uploadReturnPhoto, type OrderReturns } from "@/lib/client/returns";
import type { ReturnReason } from "@/lib/generated/prisma/enums";
import { RETURN_REASONS } from "@/lib/orders/returns/policy";
import { MAX_RETURN_DETAILS, MAX_RETURN_PHOTOS } from "@/lib/validation/form-rules";
import { EMPTY_UPI, RefundDestinationFields, type RefundDestinationDraft } from "./refund-destination-fields";

/**
 * Asks for a return: how many units of each line, why, in the shopper's words, optional photos,
 * and where the refund goes.
 */
export function ReturnRequestForm({
  orderId,
  lines,
  paidOnline,
  onRequested,
  onClose,
}: {
  orderId: string;
  lines: OrderReturns["lines"];
  /** Paid online, the refund may go back the way it came; paid in cash, the customer says where. */
  paidOnline: boolean;
  onRequested: (returns: OrderReturns) => void;
  onClose: () => void;
}) {
  const id = useId();
  const t = useTranslations("orders.returns");
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason>("DAMAGED");
  const [details, setDetails] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [refundTo, setRefundTo] = useState<RefundDestinationDraft>(paidOnline ? null : EMPTY_UPI);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const items = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
    if (items.length === 0) return setError(t("chooseItem"));
    if (details.trim().length < 5) return setError(t("describe"));
    if (photos.length > MAX_RETURN_PHOTOS) return setError(t("maxPhotos", { max: MAX_RETURN_PHOTOS }));
    setError(undefined);
    setBusy(true);
    try {
      const paths = [];
      for (const photo of photos) paths.push(await uploadReturnPhoto(orderId, photo));
      const destination = refundTo ? { refundTo } : {};
      onRequested(
        await requestReturn({ orderId, reason, details: details.trim(), items, photos: paths, ...destination }),
      );
      notify.success(t("requested"));
    } catch (failure) {
      if (!isSessionRejection(failure)) notify.error(messageOf(failure, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t("request")} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t("itemsToReturn")}</legend>
        {lines.map((line) => (
          <label key={line.orderItemId} className="flex items-center justify-between gap-3 text-sm">
            <span>
              {line.name}{" "}
              <span className="text-slate-600">
                {t("returnable", { returnable: line.returnable, quantity: line.quantity })}
              </span>
            </span>
            <input
              type="number"
              min={0}
              max={line.returnable}
              disabled={line.returnable === 0}
              value={quantities[line.orderItemId] ?? 0}
              onChange={(event) =>
                setQuantities({ ...quantities, [line.orderItemId]: Math.max(0, Number(event.target.value) || 0) })
              }
              aria-label={t("units", { name: line.name })}
              className="w-20 rounded-md border border-slate-300 px-2 py-1"
            />
          </label>
        ))}
      </fieldset>
      <FormField id={`${id}-reason`} label={t("reason")}>
        {(control) => (
          <select {...control} value={reason} onChange={(event) => setReason(event.target.value as ReturnReason)}>
            {RETURN_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`reasons.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-details`} label={t("details")} error={error}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={MAX_RETURN_DETAILS}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${id}-photos`} label={t("photos", { max: MAX_RETURN_PHOTOS })}>
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => setPhotos([...(event.target.files ?? [])])}
          />
        )}
      </FormField>
      <RefundDestinationFields paidOnline={paidOnline} value={refundTo} onChange={setRefundTo} />
      <div className="flex flex-wrap gap-3 font-semibold">
        <Button type="submit" disabled={busy}>
          {t(busy ? "sending" : "submit")}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </form>
  );
}
