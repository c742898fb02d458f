"use client";

import { ButtonLink } from "@/components/ui/button";
import type { ShopperOrder } from "@/lib/client/orders";
import { sessionStore } from "@/lib/client/session";
import { useStore } from "@/lib/client/store";
import { formatIndianDate } from "@/lib/dates";
import { describePromisedDelivery, promisedDelivery } from "@/lib/delivery/estimate";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { displayOrderId } from "@/lib/orders/order-view";
import { paymentLabel } from "@/lib/orders/payment-label";
import { OrderAmounts } from "./order-amounts";
import { OrderItems } from "./order-items";
import { OrderLoader } from "./order-loader";
import { PostalAddress } from "./postal-address";

/**
 * The page after a placement (issue #16 item 5): `/orders/{id}?placed=1`, opened by a cash on
 * delivery checkout and by a verified PhonePe payment. It says what was ordered, what it costs,
 * when it should arrive (the estimate the checkout showed, kept in the order) and what comes next.
 */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  return (
    <OrderLoader orderId={orderId} loadingLabel="Loading your order...">
      {(order) => <Confirmation order={order} />}
    </OrderLoader>
  );
}

function Confirmation({ order }: { order: ShopperOrder }) {
  const id = displayOrderId(order._id);
  // A PhonePe order reaches here unpaid only by a typed address: no thank-you before the money.
  const awaitingPayment = order.paymentMethod === "phonepe" && !order.payment;
  return (
    <div className="flex flex-col gap-6" data-testid="order-confirmation">
      <header className="rounded-xl border border-green-200 bg-green-50 p-5 sm:p-6">
        <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">
          {awaitingPayment ? `Order #${id} is waiting for its payment` : "Thank you! Your order is placed."}
        </h1>
        <p className="mt-2 text-green-900">
          Order <strong data-testid="confirmation-order-id">#{id}</strong> · placed on {formatIndianDate(order.date)}
        </p>
        {!awaitingPayment && (
          <p className="mt-1 text-green-900" data-testid="estimated-delivery">
            Estimated delivery:{" "}
            <strong>{describePromisedDelivery(promisedDelivery(order.date, order.deliveryInfo.deliveryDays))}</strong>{" "}
            to {order.deliveryInfo.pincodeData.city}
          </p>
        )}
      </header>

      {!awaitingPayment && <WhatHappensNext order={order} />}

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="confirmation-items" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="confirmation-items" className="mb-3 font-semibold">
            Items
          </h2>
          <OrderItems items={order.items} />
          <div className="mt-4">
            <OrderAmounts order={order} />
          </div>
        </section>
        <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 text-sm">
          <div>
            <h2 className="mb-2 font-semibold">Payment</h2>
            <p className="text-slate-700">{paymentLabel(order.paymentMethod, order.payment)}</p>
          </div>
          <div>
            <h2 className="mb-2 font-semibold">Delivery address</h2>
            <PostalAddress address={order.address} className="text-slate-700" />
          </div>
        </section>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={`/orders/${encodeURIComponent(order._id)}`} size="lg">
          View order #{id}
        </ButtonLink>
        {awaitingPayment && (
          <ButtonLink href={`/verify-phonepe?orderId=${encodeURIComponent(order._id)}`} variant="secondary" size="lg">
            Check the payment
          </ButtonLink>
        )}
        <ButtonLink href="/shop" variant="secondary" size="lg">
          Continue shopping
        </ButtonLink>
      </div>
    </div>
  );
}

function WhatHappensNext({ order }: { order: ShopperOrder }) {
  // The account's address: another typed at checkout gets order e-mails only once confirmed.
  const { user } = useStore(sessionStore);
  const cashDue = order.paymentMethod === "cod" && !order.payment;
  return (
    <section aria-labelledby="confirmation-next" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="confirmation-next" className="mb-3 font-semibold">
        What happens next
      </h2>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>We pack your order and hand it to the courier; you can follow each step under My Orders.</li>
        {user && (
          <li>
            A confirmation e-mail is on its way to <strong className="break-all">{user.email}</strong>.
          </li>
        )}
        {cashDue ? (
          <li data-testid="confirmation-cash">
            Please keep <strong>{formatRupees(rupeesToPaise(order.amount))}</strong> ready in cash for the courier.
          </li>
        ) : (
          <li>It is paid: there is nothing to pay at the door.</li>
        )}
      </ol>
    </section>
  );
}
