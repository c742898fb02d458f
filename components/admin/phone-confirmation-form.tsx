"use client";

import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";

/** An operator confirms a cash on delivery order after calling its customer; the note goes in the audit. */
export function PhoneConfirmationForm({ action }: { action: AdminAction }) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-3" aria-labelledby="phone-confirmation-heading">
      <h3 id="phone-confirmation-heading" className="font-semibold">
        Confirmed on a call?
      </h3>
      <InputField
        id="phone-confirmation-note"
        label="What the customer said (for the audit)"
        name="note"
        maxLength={300}
        required
      />
      <ActionMessage result={result} />
      <Button type="submit" size="sm" disabled={locked} className="self-start">
        {pending ? "Confirming..." : "Confirm the order"}
      </Button>
    </form>
  );
}
