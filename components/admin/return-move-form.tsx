"use client";

import { useState } from "react";
import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";

/**
 * Moves a return request to one of the statuses the policy allows from here: a note for the
 * customer (required to reject) and, refunding a cash on delivery order, the transfer's reference.
 */
export function ReturnMoveForm({
  action,
  options,
  cashOnDelivery,
  refundAmount,
  creditAmount,
}: {
  action: AdminAction;
  options: { value: string; label: string }[];
  cashOnDelivery: boolean;
  /** What the refund will send as money, formatted, shown before refunding; null: nothing. */
  refundAmount: string | null;
  /** What it puts back in the customer's store credit, formatted; null: nothing. */
  creditAmount: string | null;
}) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  const [to, setTo] = useState(options[0]?.value ?? "");
  const rejecting = to === "REJECTED";
  const refunding = to === "REFUNDED";
  return (
    <div className="flex flex-col gap-3">
      <ActionMessage result={result} />
      {options.length === 0 ? (
        <p className="text-sm text-slate-600">This return is closed.</p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-3">
          <FormField id="return-next-status" label="Move to">
            {(control) => (
              <select name="to" value={to} onChange={(event) => setTo(event.target.value)} {...control}>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <InputField
            id="return-note"
            label={`Note to the customer ${rejecting ? "(why it is rejected)" : "(optional)"}`}
            name="note"
            maxLength={500}
            required={rejecting}
          />
          {refunding && cashOnDelivery && (
            <InputField
              id="return-reference"
              label="Bank transfer or UPI reference"
              name="reference"
              maxLength={100}
              required
            />
          )}
          {refunding && refundAmount && (
            <p className="text-sm text-amber-900">
              Refund {refundAmount}
              {cashOnDelivery ? ": send it first, then record its reference." : " through PhonePe."}
            </p>
          )}
          {refunding && creditAmount && (
            <p className="text-sm text-amber-900">
              {creditAmount} goes back to the customer&apos;s store credit at once.
            </p>
          )}
          <Button type="submit" variant={rejecting ? "danger" : "primary"} disabled={locked} className="self-start">
            {pending ? "Updating..." : "Update return"}
          </Button>
        </form>
      )}
    </div>
  );
}
