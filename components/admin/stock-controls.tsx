"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import type { ActionResult } from "@/lib/admin/action-result";
import { ActionMessage } from "./action-message";
import { failureResult } from "./action-failure";
import { useAdminForm, type AdminAction } from "./use-admin-form";

/** Set stock, take off sale, delete (with a confirmation step). */
export function StockControls({
  stockQuantity,
  setStock,
  markOutOfStock,
  remove,
}: {
  stockQuantity: number;
  setStock: AdminAction;
  markOutOfStock: () => Promise<ActionResult>;
  remove: () => Promise<ActionResult>;
}) {
  const stock = useAdminForm(setStock);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();

  const run = (action: () => Promise<ActionResult>) =>
    startTransition(async () => {
      setResult(await action().catch(failureResult));
    });

  return (
    <section
      aria-labelledby="stock-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="stock-heading" className="text-xl font-semibold">
        Stock and availability
      </h2>
      <ActionMessage result={stock.result} />
      <ActionMessage result={result} />
      <form onSubmit={stock.onSubmit} className="flex flex-wrap items-end gap-3">
        <InputField
          id="stock-quantity"
          label="Units on hand"
          className="w-32"
          name="stockQuantity"
          type="number"
          min={0}
          max={100000}
          defaultValue={stockQuantity}
        />
        <Button type="submit" disabled={stock.locked}>
          Set stock
        </Button>
      </form>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={pending || !stock.hydrated} onClick={() => run(markOutOfStock)}>
          Mark out of stock
        </Button>
        {confirming ? (
          <>
            <Button variant="danger" disabled={pending} onClick={() => run(remove)}>
              Yes, delete this product
            </Button>
            <button type="button" onClick={() => setConfirming(false)} className="px-2 font-semibold">
              Keep it
            </button>
          </>
        ) : (
          <Button variant="danger-outline" disabled={!stock.hydrated} onClick={() => setConfirming(true)}>
            Delete product
          </Button>
        )}
      </div>
    </section>
  );
}
