import { useTranslations } from "next-intl";
import type { CheckoutStep } from "@/lib/orders/checkout-steps";

const STEP_NAMES = ["payment", "delivery", "review"] as const;

/** Where the shopper is among the three steps. */
export function CheckoutSteps({ step }: { step: CheckoutStep }) {
  const t = useTranslations("checkout.steps");
  return (
    <ol className="flex gap-2 text-sm" aria-label={t("label")}>
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
          {t("step", { number: index + 1, name: t(name) })}
        </li>
      ))}
    </ol>
  );
}
