"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { apiFieldOf } from "@/components/forms/api-field";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { ApiError, isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { notify } from "@/lib/client/notify";
import { acceptQuote, type ShopperQuote } from "@/lib/client/quotes";
import { useRouter } from "@/lib/i18n/navigation";

/**
 * Accepts a sent quote, with the school's purchase order number if it has one (printed on the tax
 * invoice); then the order it became, where the bank transfer is explained. A quote that changed
 * meanwhile (expired, priced again) is read again.
 */
export function QuoteAcceptForm({ quote, onStale }: { quote: ShopperQuote; onStale: () => void }) {
  const t = useTranslations("quotes.accept");
  const labels = useTranslations("checkout.gstInvoice");
  const router = useRouter();
  const [purchaseOrder, setPurchaseOrder] = useState(quote.purchaseOrder ?? "");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function accept(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const accepted = await acceptQuote(quote._id, purchaseOrder.trim());
      notify.success(t("accepted"));
      router.push(accepted.orderId ? `/orders/${encodeURIComponent(accepted.orderId)}` : "/orders");
    } catch (failure) {
      setBusy(false);
      if (isSessionRejection(failure)) return;
      const message = messageOf(failure, t("failed"));
      if (apiFieldOf(message, { purchaseOrderMax: "purchaseOrder" })) return setError(message);
      notify.error(message);
      if (failure instanceof ApiError && failure.status === 409) onStale();
    }
  }

  return (
    <section aria-labelledby="quote-accept-heading" className="rounded-xl border-2 border-brand-200 bg-brand-50 p-5">
      <h2 id="quote-accept-heading" className="text-xl font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("intro")}</p>
      <form onSubmit={(event) => void accept(event)} noValidate className="mt-4 flex flex-col gap-4">
        <InputField
          id="quote-purchaseOrder"
          label={labels("purchaseOrder")}
          autoComplete="off"
          value={purchaseOrder}
          onChange={(event) => setPurchaseOrder(event.target.value)}
          error={error}
          className="max-w-md"
        />
        <Button type="submit" variant="confirm" size="lg" disabled={busy} className="self-start">
          {busy ? t("submitting") : t("submit")}
        </Button>
      </form>
    </section>
  );
}
