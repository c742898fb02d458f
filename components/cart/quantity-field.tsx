"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Spinner } from "@/components/session/loading-screen";
import type { CartLine } from "@/lib/cart/cart-lines";
import { lineQuantityLimit, readTypedQuantity } from "./line-quantity";

interface QuantityFieldProps {
  line: CartLine;
  busy?: "update" | "remove";
  /** Sets the line's quantity (0 removes it) and tells the shopper how it went. */
  change: (quantity: number) => Promise<void>;
}

/**
 * A cart line's quantity: − and + a unit at a time, and a field for typing 30 at once, sent on
 * Enter or on leaving it, never per keystroke. Busy, the controls refuse through aria-disabled and
 * read-only, not disabled: a disabled control drops the keyboard's focus to the page.
 */
export function QuantityField({ line, busy, change }: QuantityFieldProps) {
  const t = useTranslations("cart.line");
  const [typed, setTyped] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<"zero" | "range" | null>(null);
  const limitId = useId();
  const refusalId = useId();
  const name = { name: line.name };
  const limit = lineQuantityLimit(line);
  const idle = busy === undefined;
  const canAdd = idle && line.quantity < limit;

  function step(quantity: number) {
    setRefusal(null);
    void change(quantity);
  }

  function commit() {
    if (typed === null) return;
    const asked = readTypedQuantity(typed, line.quantity, limit);
    // Shows the line's quantity again: the field's value until the cart answers, or after a refusal.
    setTyped(null);
    setRefusal(asked === "zero" || asked === "range" ? asked : null);
    if (typeof asked === "number") void change(asked);
  }

  const described = [limit > 0 && limitId, refusal && refusalId].filter(Boolean).join(" ");
  return (
    <>
      <div className="flex items-center rounded-md border border-slate-300">
        <button
          type="button"
          aria-label={t("decrease", name)}
          aria-disabled={!idle || undefined}
          onClick={() => idle && step(line.quantity - 1)}
          className="px-3 py-1 text-lg aria-disabled:text-slate-300"
        >
          −
        </button>
        <span className="relative">
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={limit || undefined}
            step={1}
            aria-label={t("quantityOf", name)}
            aria-describedby={described || undefined}
            readOnly={!idle || limit < 1}
            value={typed ?? line.quantity}
            onChange={(event) => {
              setTyped(event.target.value);
              setRefusal(null);
            }}
            onBlur={commit}
            onKeyDown={(event) => event.key === "Enter" && commit()}
            className="w-14 border-x border-slate-300 py-1 text-center font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
            data-testid="line-quantity"
          />
          {busy === "update" && (
            <span className="absolute inset-0 flex items-center justify-center bg-white">
              <Spinner />
            </span>
          )}
        </span>
        <button
          type="button"
          aria-label={t("increase", name)}
          aria-disabled={!canAdd || undefined}
          onClick={() => canAdd && step(line.quantity + 1)}
          className="px-3 py-1 text-lg aria-disabled:text-slate-300"
        >
          +
        </button>
      </div>
      {/* Says the new quantity after − or +, as the field is not where the focus is. */}
      <span className="sr-only" aria-live="polite">
        {line.quantity}
      </span>
      {limit > 0 && (
        <span id={limitId} className="text-sm text-slate-600">
          {t("maxQuantity", { max: limit })}
        </span>
      )}
      {refusal && (
        // Last in the row's wrap, on a line of its own under the controls.
        <p id={refusalId} role="alert" className="order-last basis-full text-sm font-semibold text-red-700">
          {t(refusal === "zero" ? "typedZero" : "typedOutOfRange", { max: limit, quantity: line.quantity })}
        </p>
      )}
    </>
  );
}
