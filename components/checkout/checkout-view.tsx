"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/session/loading-screen";
import { ButtonLink } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { isSessionRejection } from "@/lib/client/api-errors";
import { cartStore } from "@/lib/client/cart";
import { choicesWithCodFee, quoteWithCodFee } from "@/lib/client/delivery";
import { loadCart } from "@/lib/client/cart-api";
import { NEW_ADDRESS } from "@/lib/client/checkout-draft";
import { readDeliveryPincode, rememberDeliveryPincode } from "@/lib/client/delivery-pincode";
import { notify } from "@/lib/client/notify";
import { sessionStore } from "@/lib/client/session";
import { useStore } from "@/lib/client/store";
import { addressProblem, prefillAddress } from "@/lib/orders/checkout";
import { AddressStep } from "./address-step";
import { CheckoutSteps } from "./checkout-steps";
import { CodUnavailable } from "./cod-unavailable";
import { OrderSummary } from "./order-summary";
import { PaymentStep } from "./payment-step";
import { useCodCheck } from "./use-cod-check";
import { ReviewStep } from "./review-step";
import { SavedAddressChoice } from "./saved-address-choice";
import { useAddressChoice } from "./use-address-choice";
import { useCheckoutDraft } from "./use-checkout-draft";
import { useCheckoutFunnel } from "./use-checkout-funnel";
import { useCheckoutStep } from "./use-checkout-step";
import { useDeliveryQuote } from "./use-delivery-quote";
import { withOnlineOffers } from "@/lib/cart/cart-lines";
import { usePlaceOrder } from "./use-place-order";
import { CreditPanel } from "./credit-panel";
import { useCheckoutCredit } from "./use-checkout-credit";

/**
 * The three-step checkout (SPEC §2, §4): payment, delivery address, review and place. The step is
 * in the address bar and the entries are kept for the tab, so Back, Forward and reload lose nothing.
 */
export function CheckoutView() {
  const { user } = useStore(sessionStore);
  const cart = useStore(cartStore);
  const t = useTranslations("checkout");
  // A new address starts with the profile's name and contact, and the pincode quoted in the cart.
  const prefill = () => ({
    ...prefillAddress(user ?? { name: "", email: "", phone: null }),
    zipcode: readDeliveryPincode() ?? "",
  });
  const { draft, update, finish, wasRestored } = useCheckoutDraft(prefill);
  const { method: chosen, notes, address } = draft;
  const { lines, offers } = cart;
  const credit = useCheckoutCredit(user !== null);
  // Gift cards and store credit that pay the whole order at its online price leave nothing to collect.
  const [coveredByCredit, setCoveredByCredit] = useState(false);
  const method = coveredByCredit ? "credit" : chosen;
  // Paying in advance adds the offers for paying online (the cart's prices assume no method yet).
  const online = method === "phonepe" || method === "credit";
  const totals = online ? withOnlineOffers(cart.totals, offers) : cart.totals;
  const freeShipping = online ? offers.online.freeShipping : offers.freeShipping;
  const quoted = useDeliveryQuote(address.zipcode, method, totals.shippingWeight, totals.total, freeShipping);
  const prepaidAmount = quoted.choices && withOnlineOffers(cart.totals, offers).total + quoted.choices.prepaidTotal;
  const covered = prepaidAmount !== null && prepaidAmount > 0 && credit.split(prepaidAmount).total === prepaidAmount;
  if (covered !== coveredByCredit) setCoveredByCredit(covered);
  const { pincodeState } = quoted;
  // The store's rules may refuse cash on delivery for this order, or add a fee: each said with its reason.
  const { refusal: codRefusal, fee: codRiskFee, feeReason: codFeeReason } = useCodCheck(lines, address);
  const choices = quoted.choices && choicesWithCodFee(quoted.choices, codRiskFee);
  const shipping = quoted.shipping && method === "cod" ? quoteWithCodFee(quoted.shipping, codRiskFee) : quoted.shipping;
  const codAvailable = (pincodeState.status !== "valid" || pincodeState.data.cod_available) && !codRefusal;
  const { step, goTo } = useCheckoutStep({
    method,
    addressComplete: addressProblem(address, true) === null,
    pincode: pincodeState.status === "invalid" ? "refused" : pincodeState.status === "valid" ? "valid" : "checking",
    codAvailable,
  });
  const book = useAddressChoice(draft, update, prefill);
  const { placing, place, repeat } = usePlaceOrder(finish);
  const couponStatus = offers.coupon?.status;
  const couponCode = couponStatus === "applied" || couponStatus === "needsOnlinePayment" ? offers.coupon!.code : null;
  const paidByCredit = shipping ? credit.split(totals.total + shipping.total).total : 0;
  const order = {
    lines,
    totals,
    shipping,
    pincodeState,
    address,
    method,
    notes,
    couponCode,
    credit: { ...credit.placement, paidByCredit },
  };

  useCheckoutFunnel(placing === "idle" && lines.length > 0 ? step : null);

  const quotedPincode = pincodeState.status === "valid" ? address.zipcode : null;
  useEffect(() => {
    if (quotedPincode) rememberDeliveryPincode(quotedPincode);
  }, [quotedPincode]);

  useEffect(() => {
    loadCart().catch((error: unknown) => {
      if (!isSessionRejection(error)) notify.error(t("loadFailed"));
    });
  }, [t]);

  // A newly checked pincode fills in its city and state (a new address's too, after a saved one);
  // a restored pincode keeps what the shopper left.
  const [filledFor, setFilledFor] = useState(wasRestored ? address.zipcode : "");
  const pincodeData = pincodeState.status === "valid" && !book.usingSaved ? pincodeState.data : null;
  if (pincodeData && (filledFor !== address.zipcode || (!address.city && pincodeData.city))) {
    setFilledFor(address.zipcode);
    update({ address: { ...address, city: pincodeData.city, state: pincodeData.state } });
  }

  if (placing === "placed") {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-8 text-center text-lg font-semibold text-green-800">
        {t("placed")}
      </p>
    );
  }
  if (cart.status === "idle" || (cart.status === "loading" && lines.length === 0)) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status">
        <Spinner label={t("loading")} />
      </div>
    );
  }
  if (cart.status === "error" && lines.length === 0) {
    return <LoadFailed message={t("loadFailed")} onRetry={loadCart} />;
  }
  if (lines.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-xl font-semibold text-slate-900">{t("empty")}</p>
        <ButtonLink href="/shop" size="lg" className="mt-6">
          {t("continueShopping")}
        </ButtonLink>
      </div>
    );
  }

  const codNotice =
    method === "cod" && (codRefusal || (pincodeState.status === "valid" && !codAvailable)) ? (
      <CodUnavailable
        pincode={address.zipcode}
        reason={codRefusal}
        onUsePhonePe={() => update({ method: "phonepe" })}
      />
    ) : null;

  function continueToAddress() {
    if (!method) notify.error(t("selectPayment"));
    else goTo(2);
  }

  async function review() {
    const problem = addressProblem(address, pincodeState.status === "valid");
    if (problem) return notify.error(problem);
    if (await book.saveIfAsked()) goTo(3);
  }

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <CheckoutSteps step={step} />
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          {step === 1 && (
            <PaymentStep
              method={method}
              onMethod={(chosen) => update({ method: chosen })}
              codAvailable={codAvailable}
              codRefusal={codRefusal}
              codFeeReason={codFeeReason}
              notes={notes}
              onNotes={(text) => update({ notes: text })}
              onContinue={continueToAddress}
              codNotice={codNotice}
              creditPanel={user && <CreditPanel credit={credit} />}
              coveredByCredit={coveredByCredit}
              choices={choices}
              place={pincodeState.status === "valid" ? `${pincodeState.data.city} (${address.zipcode})` : null}
            />
          )}
          {step === 2 && (
            <AddressStep
              address={address}
              onChange={(changed) => update({ address: changed })}
              pincodeState={pincodeState}
              canReview={pincodeState.status === "valid" && !codNotice}
              onBack={() => goTo(1)}
              onReview={() => void review()}
              savedChoice={
                book.saved && book.saved.length > 0 ? (
                  <SavedAddressChoice addresses={book.saved} choice={draft.addressChoice} onChoose={book.choose} />
                ) : null
              }
              showForm={!book.usingSaved}
              accountEmail={user?.email ?? undefined}
              accountWithoutEmail={user !== null && user.email === null}
              notices={
                <>
                  {draft.addressChoice === NEW_ADDRESS && (
                    <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                      <input
                        type="checkbox"
                        checked={draft.saveAddress}
                        onChange={(event) => update({ saveAddress: event.target.checked })}
                        className="h-4 w-4"
                      />
                      {t("saveAddress")}
                    </label>
                  )}
                  {codNotice}
                </>
              }
            />
          )}
          {step === 3 && method && (
            <ReviewStep
              method={method}
              notes={notes}
              address={address}
              lines={lines}
              placing={placing !== "idle"}
              canPlace={shipping !== null}
              onEdit={goTo}
              onBack={() => goTo(2)}
              repeat={repeat}
              onPlace={(choice) => void place({ ...order, ...choice })}
            />
          )}
        </div>
        <Link href="/cart" className="font-semibold text-brand-700 hover:underline">
          {t("backToCart")}
        </Link>
      </div>
      <OrderSummary
        step={step}
        totals={totals}
        shipping={shipping}
        method={method}
        paidByCredit={paidByCredit}
        pincodeState={pincodeState}
      />
    </div>
  );
}
