"use client";

import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";

/** One button that sets a yes/no field of a record (publish, activate), with its outcome. */
export function ToggleForm({
  action,
  id,
  value,
  label,
  subject,
}: {
  action: AdminAction;
  id: string;
  /** The value the button sets. */
  value: boolean;
  label: string;
  /** Names the record for screen readers, since every row has the same button. */
  subject: string;
}) {
  const { result, locked, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="value" value={String(value)} />
      <Button type="submit" variant="secondary" size="sm" disabled={locked}>
        {label}
        <span className="sr-only"> {subject}</span>
      </Button>
      <ActionMessage result={result} />
    </form>
  );
}
