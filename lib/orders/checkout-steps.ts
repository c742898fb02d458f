/**
 * Which checkout step to show (SPEC §2): the step lives in the address bar as `?step=`, so the
 * browser's Back, Forward and reload move between steps; a step whose earlier steps are not done
 * yet (a deep link, data lost) shows the first one that is not.
 */
import type { PaymentMethodValue } from "./payment-method";

export type CheckoutStep = 1 | 2 | 3;

const STEP_PARAMS = { 1: "payment", 2: "delivery", 3: "review" } as const satisfies Record<CheckoutStep, string>;

export const CHECKOUT_PATH = "/place-order";

/** `?step=` as written by the checkout (payment, delivery, review) or as a number; anything else is step 1. */
export function stepFromParam(value: string | null): CheckoutStep {
  const found = Object.entries(STEP_PARAMS).find(([number, name]) => value === name || value === number);
  return found ? (Number(found[0]) as CheckoutStep) : 1;
}

export const stepHref = (step: CheckoutStep) => `${CHECKOUT_PATH}?step=${STEP_PARAMS[step]}`;

export interface CheckoutProgress {
  method: PaymentMethodValue | null;
  /** Whether the address passes the step 2 checks, its pincode aside. */
  addressComplete: boolean;
  /** "checking" counts as not refused yet: a reload on Review waits for the answer, not step 2. */
  pincode: "valid" | "checking" | "refused";
  codAvailable: boolean;
}

/** The step to show for the one asked: never past the first step still to be done. */
export function reachableStep(requested: CheckoutStep, progress: CheckoutProgress): CheckoutStep {
  if (requested === 1 || !progress.method) return 1;
  const deliveryDone =
    progress.addressComplete &&
    progress.pincode !== "refused" &&
    // Cash on delivery chosen for a pincode without it: step 2 explains and offers PhonePe.
    !(progress.method === "cod" && !progress.codAvailable);
  return requested === 3 && deliveryDone ? 3 : 2;
}
