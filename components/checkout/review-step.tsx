"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { ProductThumb } from "@/components/product/product-thumb";
import { Button } from "@/components/ui/button";
import { hiddenText } from "@/components/ui/hidden-text";
import type { CartLine } from "@/lib/cart/cart-lines";
import type { AddressForm } from "@/lib/orders/checkout";
import type { PaymentMethodValue } from "@/lib/orders/payment-method";
import { formatWeight } from "@/lib/catalog/weight";
import { formatRupees } from "@/lib/money";
import { PostalAddress } from "@/components/orders/postal-address";
import { StepActions } from "./step-actions";
import { RepeatOrderNotice } from "./repeat-order-notice";
import type { RepeatedOrder } from "./use-place-order";
import { GstInvoiceChoice, type GstInvoiceDraft } from "./gst-invoice-choice";
import { WhatsAppOptIn } from "./whatsapp-opt-in";

/** Step 3 (SPEC §2): everything the order will hold, with Edit links back to steps 1 and 2. */
export function ReviewStep({
  method,
  notes,
  address,
  lines,
  placing,
  canPlace,
  onEdit,
  onBack,
  repeat,
  onPlace,
}: {
  method: PaymentMethodValue;
  notes: string;
  address: AddressForm;
  lines: readonly CartLine[];
  placing: boolean;
  canPlace: boolean;
  onEdit: (step: 1 | 2) => void;
  onBack: () => void;
  repeat: RepeatedOrder | null;
  onPlace: (choice: { confirmRepeat?: boolean } & GstInvoiceDraft) => void;
}) {
  const t = useTranslations("checkout");
  const [invoice, setInvoice] = useState<GstInvoiceDraft>({ gstInvoice: false, purchaseOrder: "" });
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-6">
      <h2 id="review-heading" tabIndex={-1} data-step-heading className="text-xl font-semibold outline-none">
        {t("review.heading")}
      </h2>
      <ReviewBlock title={t("review.payment")} onEdit={() => onEdit(1)}>
        <p>{t(`payment.${method}`)}</p>
        {notes.trim() && <p className="mt-1 text-sm text-slate-600">{t("review.notes", { notes: notes.trim() })}</p>}
      </ReviewBlock>
      <ReviewBlock title={t("review.address")} onEdit={() => onEdit(2)}>
        <PostalAddress address={address} />
      </ReviewBlock>
      <div>
        <h3 className="mb-2 font-semibold">{t("review.items")}</h3>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {lines.map((line) => (
            <li key={line.productId} className="flex items-center gap-3 p-3 text-sm">
              <ProductThumb src={line.image} size={56} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{line.name}</p>
                <p className="text-slate-600">
                  {t("review.line", {
                    category: line.category,
                    quantity: line.quantity,
                    weight: formatWeight(line.shippingWeight * line.quantity),
                  })}
                </p>
              </div>
              <p className="text-right">
                <span className="block font-semibold">{formatRupees(line.unitPrice * line.quantity)}</span>
                <span className="text-slate-600">{t("review.each", { price: formatRupees(line.unitPrice) })}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
      <GstInvoiceChoice value={invoice} onChange={setInvoice} />
      <WhatsAppOptIn />
      {repeat && (
        <RepeatOrderNotice repeat={repeat} onPlaceAnother={() => onPlace({ confirmRepeat: true, ...invoice })} />
      )}
      <StepActions onBack={onBack}>
        <Button
          variant="confirm"
          size="lg"
          onClick={() => onPlace(invoice)}
          disabled={placing || !canPlace || !!repeat}
        >
          {t(placing ? "review.placing" : "review.place")}
        </Button>
      </StepActions>
    </section>
  );
}

function ReviewBlock({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  const t = useTranslations("checkout.review");
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="font-semibold">{title}</h3>
        <button type="button" onClick={onEdit} className="text-sm font-semibold text-brand-700 hover:underline">
          {t.rich("edit", { section: title.toLowerCase(), hidden: hiddenText })}
        </button>
      </div>
      {children}
    </div>
  );
}
