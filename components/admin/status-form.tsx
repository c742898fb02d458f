"use client";

import { useState } from "react";
import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";

/** Moves an order to one of the statuses the state machine allows from here. */
export function StatusForm({ action, options }: { action: AdminAction; options: { value: string; label: string }[] }) {
  const { result, pending, onSubmit } = useAdminForm(action);
  const [status, setStatus] = useState(options[0]?.value ?? "");
  const cancelling = status === "CANCELLED";
  return (
    <div className="flex flex-col gap-3">
      <ActionMessage result={result} />
      {options.length === 0 ? (
        <p className="text-sm text-slate-600">This order&apos;s status can no longer change here.</p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-3">
          <FormField id="order-next-status" label="Move to">
            {(control) => (
              <select name="status" value={status} onChange={(event) => setStatus(event.target.value)} {...control}>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
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
              <InputField id="order-courier" label="Courier (optional)" name="courier" maxLength={100} />
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
          <Button type="submit" variant={cancelling ? "danger" : "primary"} disabled={pending} className="self-start">
            {pending ? "Updating..." : cancelling ? "Cancel order" : "Update status"}
          </Button>
        </form>
      )}
    </div>
  );
}
