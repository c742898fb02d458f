"use client";

import { useState } from "react";
import { inputClass } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";

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
          <div>
            <label htmlFor="order-next-status" className="mb-1 block text-sm font-semibold">
              Move to
            </label>
            <select
              id="order-next-status"
              name="status"
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              className={inputClass}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="order-status-note" className="mb-1 block text-sm font-semibold">
              Note {cancelling ? "(reason for cancelling)" : "(optional)"}
            </label>
            <input id="order-status-note" name="note" maxLength={500} required={cancelling} className={inputClass} />
          </div>
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
