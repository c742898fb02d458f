"use client";

import { useEffect } from "react";
import { reportCheckoutStep } from "@/lib/client/telemetry";
import type { CheckoutStep } from "@/lib/orders/checkout-steps";

/** Reports the step shown to the funnel (once per tab: lib/client/telemetry.ts); null while none is, as with an empty cart. */
export function useCheckoutFunnel(shown: CheckoutStep | null): void {
  useEffect(() => {
    if (shown) reportCheckoutStep(shown);
  }, [shown]);
}
