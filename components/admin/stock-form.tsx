"use client";

import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { MAX_STOCK } from "@/lib/validation/admin-stock";
import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";

/** One number and its button (stock-controls.tsx), with the answer beneath. */
export function StockForm({
  action,
  id,
  name,
  label,
  min,
  stockQuantity,
  prefilled = false,
  button,
}: {
  action: AdminAction;
  id: string;
  name: string;
  label: string;
  min: number;
  /** The saved stock: once it changes, the box starts again (empty, or with it when `prefilled`). */
  stockQuantity: number;
  prefilled?: boolean;
  button: string;
}) {
  const form = useAdminForm(action);
  return (
    <form onSubmit={form.onSubmit} className="flex flex-col gap-2">
      <div className="flex items-end gap-3">
        <InputField
          key={stockQuantity}
          id={id}
          label={label}
          className="w-40"
          name={name}
          type="number"
          min={min}
          max={MAX_STOCK}
          required
          defaultValue={prefilled ? stockQuantity : undefined}
        />
        <Button type="submit" disabled={form.locked}>
          {button}
        </Button>
      </div>
      <ActionMessage result={form.result} />
    </form>
  );
}
