"use client";

import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useCallback, useEffect, useRef } from "react";
import { dismissToasts } from "@/lib/client/notify";
import {
  reachableStep,
  stepFromParam,
  stepHref,
  type CheckoutProgress,
  type CheckoutStep,
} from "@/lib/orders/checkout-steps";

/**
 * The step in the address bar (`?step=`): moving on pushes a history entry, so the browser's Back
 * and Forward (Android's Back too) walk the steps; a step not reachable yet is replaced by the
 * first one still to be done.
 */
export function useCheckoutStep(progress: CheckoutProgress) {
  const router = useRouter();
  const requested = stepFromParam(useSearchParams().get("step"));
  const step = reachableStep(requested, progress);

  useEffect(() => {
    if (step !== requested) router.replace(stepHref(step));
  }, [step, requested, router]);

  // A new step takes the focus (and the view) to its heading, so a screen reader hears where it is;
  // errors about the step left behind are stale (issue #16 item 7).
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    dismissToasts({ errorsOnly: true });
    document.querySelector<HTMLElement>("[data-step-heading]")?.focus();
  }, [step]);

  const goTo = useCallback((next: CheckoutStep) => router.push(stepHref(next)), [router]);
  return { step, goTo };
}
