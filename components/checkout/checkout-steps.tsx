import type { CheckoutStep } from "@/lib/orders/checkout-steps";

const STEP_NAMES = ["Payment", "Delivery", "Review"] as const;

/** Where the shopper is among the three steps. */
export function CheckoutSteps({ step }: { step: CheckoutStep }) {
  return (
    <ol className="flex gap-2 text-sm" aria-label="Checkout steps">
      {STEP_NAMES.map((name, index) => (
        <li
          key={name}
          aria-current={step === index + 1 ? "step" : undefined}
          className={`flex-1 rounded-md px-2 py-2 text-center font-semibold ${
            step === index + 1
              ? "bg-brand-600 text-white"
              : step > index + 1
                ? "bg-brand-50 text-brand-700"
                : "bg-slate-100 text-slate-600"
          }`}
        >
          {index + 1}. {name}
        </li>
      ))}
    </ol>
  );
}
