"use client";

import { useState, type FormEvent } from "react";
import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { COURIER_NAMES } from "@/lib/orders/couriers";
import { orderStatusLabel, skippedSteps } from "@/lib/orders/status";

const OTHER_COURIER = "Other";

/**
 * Moves an order to one of the statuses the state machine allows from here. A move that skips
 * steps of the track asks to be confirmed first. The form is drawn afresh for each status the
 * order reaches (keyed by it), so the note and shipment fields are empty after every move.
 */
export function StatusForm({
  action,
  current,
  options,
}: {
  action: AdminAction;
  current: OrderStatus;
  options: OrderStatus[];
}) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  return (
    <div className="flex flex-col gap-3">
      <ActionMessage result={result} />
      {options.length === 0 ? (
        <p className="text-sm text-slate-600">This order&apos;s status can no longer change here.</p>
      ) : (
        <MoveForm
          key={current}
          current={current}
          options={options}
          pending={pending}
          locked={locked}
          onSubmit={onSubmit}
        />
      )}
    </div>
  );
}

function MoveForm({
  current,
  options,
  pending,
  locked,
  onSubmit,
}: {
  current: OrderStatus;
  options: OrderStatus[];
  pending: boolean;
  locked: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const [status, setStatus] = useState<OrderStatus>(options[0] ?? current);
  const [courier, setCourier] = useState(COURIER_NAMES[0]);
  const [confirming, setConfirming] = useState(false);
  const cancelling = status === "CANCELLED";
  const skipped = skippedSteps(current, status);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The first press of a move that skips steps only asks; the confirmation button submits.
    const confirmed = (event.nativeEvent as SubmitEvent).submitter?.dataset.confirm === "yes";
    if (skipped.length > 0 && !confirmed) {
      event.preventDefault();
      setConfirming(true);
      return;
    }
    setConfirming(false);
    onSubmit(event);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <FormField id="order-next-status" label="Move to">
        {(control) => (
          <select
            name="status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus);
              setConfirming(false);
            }}
            {...control}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {orderStatusLabel(option)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <InputField
        id="order-status-note"
        label={`Note ${cancelling ? "(reason for cancelling)" : "(optional)"}`}
        name="note"
        maxLength={500}
        required={cancelling}
      />
      {status === "SHIPPED" && (
        <>
          <FormField id="order-courier" label="Courier (optional)">
            {(control) => (
              <select
                name={courier === OTHER_COURIER ? undefined : "courier"}
                value={courier}
                onChange={(event) => setCourier(event.target.value)}
                {...control}
              >
                {[...COURIER_NAMES, OTHER_COURIER].map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            )}
          </FormField>
          {courier === OTHER_COURIER && (
            <InputField id="order-courier-other" label="Courier name" name="courier" maxLength={100} />
          )}
          <InputField
            id="order-tracking-number"
            label="Tracking number (optional)"
            name="trackingNumber"
            maxLength={100}
          />
        </>
      )}
      {cancelling && (
        <p className="text-sm text-amber-900">
          Cancelling puts the items back in stock and refunds a paid PhonePe order in full.
        </p>
      )}
      {confirming && skipped.length > 0 ? (
        <div
          role="alertdialog"
          aria-labelledby="skip-confirm-text"
          className="flex flex-col gap-2 rounded-md bg-amber-50 p-3"
        >
          <p id="skip-confirm-text" className="text-sm text-amber-900">
            Move this order from {orderStatusLabel(current)} straight to {orderStatusLabel(status)}, skipping{" "}
            {skipped.map(orderStatusLabel).join(", ")}?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" data-confirm="yes" disabled={locked} autoFocus>
              {pending ? "Updating..." : `Yes, move to ${orderStatusLabel(status)}`}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Go back
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" variant={cancelling ? "danger" : "primary"} disabled={locked} className="self-start">
          {pending ? "Updating..." : cancelling ? "Cancel order" : "Update status"}
        </Button>
      )}
    </form>
  );
}
