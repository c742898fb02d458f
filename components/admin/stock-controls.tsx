"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/admin/action-result";
import { useHydrated } from "@/lib/client/use-hydrated";
import { ActionMessage } from "./action-message";
import { failureResult } from "./action-failure";
import { StockForm } from "./stock-form";
import type { AdminAction } from "./use-admin-form";

/**
 * The product's one place for its stock: what is on hand, set it, add units received, take it off
 * sale, delete it (with a confirmation step). Setting or adding stock above 0 puts it back on sale.
 */
export function StockControls({
  stockQuantity,
  inStock,
  setStock,
  addStock,
  markOutOfStock,
  remove,
}: {
  stockQuantity: number;
  inStock: boolean;
  setStock: AdminAction;
  addStock: AdminAction;
  markOutOfStock: () => Promise<ActionResult>;
  remove: () => Promise<ActionResult>;
}) {
  const [result, setResult] = useState<ActionResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();

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
      <p data-testid="stock-on-hand">
        <strong>{stockQuantity}</strong> {stockQuantity === 1 ? "unit" : "units"} on hand,{" "}
        {inStock ? "on sale" : "off sale (the shop shows Out of Stock)"}.
      </p>
      <div className="flex flex-wrap gap-6">
        <StockForm
          action={setStock}
          id="stock-quantity"
          name="stockQuantity"
          label="Set stock to"
          min={0}
          stockQuantity={stockQuantity}
          prefilled
          button="Set stock"
        />
        <StockForm
          action={addStock}
          id="received-units"
          name="receivedUnits"
          label="Add received units"
          min={1}
          stockQuantity={stockQuantity}
          button="Add units"
        />
      </div>
      <ActionMessage result={result} />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={pending || !hydrated} onClick={() => run(markOutOfStock)}>
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
          <Button variant="danger-outline" disabled={!hydrated} onClick={() => setConfirming(true)}>
            Delete product
          </Button>
        )}
      </div>
    </section>
  );
}
