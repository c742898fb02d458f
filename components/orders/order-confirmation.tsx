"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import type { ShopperOrder } from "@/lib/client/orders";
import { sessionStore } from "@/lib/client/session";
import { useStore } from "@/lib/client/store";
import { promisedDelivery } from "@/lib/delivery/estimate";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { displayOrderId } from "@/lib/orders/order-view";
import { AccountConfirmation } from "./account-confirmation";
import { OrderAmounts } from "./order-amounts";
import { OrderItems } from "./order-items";
import { OrderLoader } from "./order-loader";
import { PostalAddress } from "./postal-address";
import { useOrderTexts } from "./use-order-texts";

/**
 * The page after a placement (issue #16 item 5): `/orders/{id}?placed=1`, opened by a cash on
 * delivery checkout and by a verified PhonePe payment. It says what was ordered, what it costs,
 * when it should arrive (the estimate the checkout showed, kept in the order) and what comes next.
 */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const t = useTranslations("orders.confirmation");
  return (
    <OrderLoader orderId={orderId} loadingLabel={t("loading")}>
      {(order, replace) => <Confirmation order={order} onChanged={replace} />}
    </OrderLoader>
  );
}

function Confirmation({ order, onChanged }: { order: ShopperOrder; onChanged: (order: ShopperOrder) => void }) {
  const t = useTranslations("orders");
  const texts = useOrderTexts();
  const id = displayOrderId(order._id);
  // A PhonePe order reaches here unpaid only by a typed address: no thank-you before the money.
  const awaitingPayment = order.paymentMethod === "phonepe" && !order.payment;
  return (
    <div className="flex flex-col gap-6" data-testid="order-confirmation">
      <header className="rounded-xl border border-green-200 bg-green-50 p-5 sm:p-6">
        <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">
          {awaitingPayment
            ? t("confirmation.waiting", { id })
            : t(order.confirmBy === undefined ? "confirmation.thanks" : "confirmation.confirmFirst")}
        </h1>
        <p className="mt-2 text-green-900">
          {t.rich("confirmation.placed", {
            id,
            date: texts.date(order.date),
            ref: (chunks) => <strong data-testid="confirmation-order-id">{chunks}</strong>,
          })}
        </p>
        {!awaitingPayment && (
          <p className="mt-1 text-green-900" data-testid="estimated-delivery">
            {t.rich("confirmation.estimated", {
              promise: texts.promise(promisedDelivery(order.date, order.deliveryInfo.deliveryDays)),
              city: order.deliveryInfo.pincodeData.city,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
        )}
      </header>

      <AccountConfirmation order={order} onAnswered={onChanged} />
      {!awaitingPayment && <WhatHappensNext order={order} />}

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="confirmation-items" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="confirmation-items" className="mb-3 font-semibold">
            {t("items")}
          </h2>
          <OrderItems items={order.items} />
          <div className="mt-4">
            <OrderAmounts order={order} />
          </div>
        </section>
        <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 text-sm">
          <div>
            <h2 className="mb-2 font-semibold">{t("paymentHeading")}</h2>
            <p className="text-slate-700">{texts.payment(order.paymentMethod, order.payment)}</p>
          </div>
          <div>
            <h2 className="mb-2 font-semibold">{t("address")}</h2>
            <PostalAddress address={order.address} className="text-slate-700" />
          </div>
        </section>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={`/orders/${encodeURIComponent(order._id)}`} size="lg">
          {t("confirmation.view", { id })}
        </ButtonLink>
        {awaitingPayment && (
          <ButtonLink href={`/verify-phonepe?orderId=${encodeURIComponent(order._id)}`} variant="secondary" size="lg">
            {t("confirmation.checkPayment")}
          </ButtonLink>
        )}
        <ButtonLink href="/shop" variant="secondary" size="lg">
          {t("confirmation.continueShopping")}
        </ButtonLink>
      </div>
    </div>
  );
}

function WhatHappensNext({ order }: { order: ShopperOrder }) {
  // The account's address: another typed at checkout gets order e-mails only once confirmed.
  const { user } = useStore(sessionStore);
  const cashDue = order.paymentMethod === "cod" && !order.payment;
  const t = useTranslations("orders.confirmation");
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <section aria-labelledby="confirmation-next" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="confirmation-next" className="mb-3 font-semibold">
        {t("next")}
      </h2>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>{t("packing")}</li>
        {user && (
          <li>
            {/* An account made by a sign-in code has no address until it confirms this one. */}
            {t.rich(user.email === null ? "confirmEmail" : "email", {
              email: user.email ?? order.address.email,
              strong: (chunks) => <strong className="break-all">{chunks}</strong>,
            })}
          </li>
        )}
        {cashDue ? (
          <li data-testid="confirmation-cash">
            {t.rich("cash", { amount: formatRupees(rupeesToPaise(order.amount - order.paidByCredit)), strong })}
          </li>
        ) : (
          <li>{t("paid")}</li>
        )}
      </ol>
    </section>
  );
}
