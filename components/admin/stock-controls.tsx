"use client";

import { useState, useTransition } from "react";
import { inputClass } from "@/components/forms/field";
import type { ActionResult } from "@/lib/admin/action-result";
import { ActionMessage } from "./action-message";
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
      setResult(await action());
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
        <div>
          <label htmlFor="stock-quantity" className="mb-1 block text-sm font-semibold">
            Units on hand
          </label>
          <input
            id="stock-quantity"
            name="stockQuantity"
            type="number"
            min={0}
            max={100000}
            defaultValue={stockQuantity}
            className={`${inputClass} w-32`}
          />
        </div>
        <button
          type="submit"
          disabled={stock.pending}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white"
        >
          Set stock
        </button>
      </form>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={pending}
          onClick={() => run(markOutOfStock)}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold"
        >
          Mark out of stock
        </button>
        {confirming ? (
          <>
            <button
              type="button"
              disabled={pending}
              onClick={() => run(remove)}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white"
            >
              Yes, delete this product
            </button>
            <button type="button" onClick={() => setConfirming(false)} className="px-2 font-semibold">
              Keep it
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="rounded-md border border-red-300 px-4 py-2 font-semibold text-red-700"
          >
            Delete product
          </button>
        )}
      </div>
    </section>
  );
}
