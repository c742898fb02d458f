"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { CodFee, FreeDeliveryHint, PrepaidSaving } from "@/components/checkout/payment-choices";
import { DeliversTo, PincodeRefused } from "@/components/checkout/pincode-note";
import { useDeliveryQuote } from "@/components/checkout/use-delivery-quote";
import { InputField } from "@/components/ui/form-field";
import { fetchAddresses } from "@/lib/client/addresses";
import { readDeliveryPincode, rememberDeliveryPincode } from "@/lib/client/delivery-pincode";
import { formatRupees, type Paise } from "@/lib/money";

/**
 * The cart's delivery charges for a pincode (issue #16 item 3): this tab's last one, else the
 * default saved address's, else typed here; shipping, the COD fee, what paying online saves and
 * how far the order is from free delivery, as the server quotes them.
 */
export function CartDelivery({
  weight,
  subtotal,
  freeShipping,
}: {
  weight: number;
  /** What the items cost after promotions. */
  subtotal: Paise;
  freeShipping: boolean;
}) {
  // Only rendered once signed in, in the browser: the tab's storage is there to read.
  const [pincode, setPincode] = useState(() => readDeliveryPincode() ?? "");
  const { pincodeState, choices } = useDeliveryQuote(pincode, null, weight, subtotal, freeShipping);
  const t = useTranslations("cart.delivery");

  useEffect(() => {
    if (readDeliveryPincode()) return;
    fetchAddresses()
      .then((book) => {
        const preferred = book.find((address) => address.isDefault);
        if (preferred) setPincode((typed) => typed || preferred.pincode);
      })
      .catch(() => undefined); // the box below still works
  }, []);

  useEffect(() => {
    if (pincodeState.status === "valid") rememberDeliveryPincode(pincode);
  }, [pincodeState.status, pincode]);

  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm" data-testid="cart-delivery">
      <InputField
        id="cart-pincode"
        label={t("pincode")}
        inputMode="numeric"
        autoComplete="postal-code"
        value={pincode}
        onChange={(event) => setPincode(event.target.value.replace(/\D/g, "").slice(0, 6))}
        hint={<PincodeHint state={pincodeState} />}
      />
      {choices && (
        <>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
            <dt>{t("shippingOnline")}</dt>
            <dd className="text-right" data-testid="cart-shipping">
              {choices.prepaidTotal === 0 ? t("free") : formatRupees(choices.prepaidTotal)}
            </dd>
            <dt>{t("cod")}</dt>
            <dd className="text-right">
              {choices.codTotal === null ? t("codUnavailable") : <CodFee choices={choices} />}
            </dd>
          </dl>
          <PrepaidSaving choices={choices} />
          <FreeDeliveryHint choices={choices} />
        </>
      )}
    </div>
  );
}

function PincodeHint({ state }: { state: ReturnType<typeof useDeliveryQuote>["pincodeState"] }) {
  const t = useTranslations();
  return (
    <span aria-live="polite">
      {state.status === "idle" && t("cart.delivery.enterPincode")}
      {state.status === "checking" && t("checkout.pincode.checking")}
      {state.status === "invalid" && (
        <span className="text-red-700">
          <PincodeRefused state={state} />
        </span>
      )}
      {state.status === "valid" && <DeliversTo state={state} />}
    </span>
  );
}
