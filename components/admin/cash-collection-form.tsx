"use client";

import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";

/**
 * Records the cash a courier collected for a delivered cash on delivery order: the amount
 * (prefilled with the order's) and the day (prefilled with today); the admin signed in records it.
 */
export function CashCollectionForm({
  action,
  amount,
  today,
}: {
  action: AdminAction;
  /** Rupees, "1499.00". */
  amount: string;
  /** "2026-11-23", India's today. */
  today: string;
}) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-3" aria-labelledby="cash-collection-heading">
      <h3 id="cash-collection-heading" className="font-semibold">
        Record cash collected
      </h3>
      <ActionMessage result={result} />
      <InputField
        id="cash-amount"
        label="Amount collected (₹)"
        name="amount"
        inputMode="decimal"
        defaultValue={amount}
        required
      />
      <InputField
        id="cash-date"
        label="Collected on"
        name="collectedOn"
        type="date"
        defaultValue={today}
        max={today}
        required
      />
      <Button type="submit" disabled={locked} className="self-start">
        {pending ? "Recording..." : "Record cash collected"}
      </Button>
    </form>
  );
}
