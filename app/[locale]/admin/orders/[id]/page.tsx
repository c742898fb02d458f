import Link from "next/link";
import { notFound } from "next/navigation";
import { ActionButton } from "@/components/admin/action-button";
import { CashCollectionForm } from "@/components/admin/cash-collection-form";
import { OrderTextMessages } from "@/components/admin/order-text-messages";
import { StatusForm } from "@/components/admin/status-form";
import { TrackingLink } from "@/components/orders/tracking-link";
import { OrderAmounts } from "@/components/orders/order-amounts";
import { OrderProgress } from "@/components/orders/order-progress";
import { DataTable, type Column } from "@/components/ui/data-table";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianDate, formatIndianDateTime, indianIsoDay } from "@/lib/dates";
import { formatRupees, toPaise, toRupeeString } from "@/lib/money";
import { listTaxDocumentsOf } from "@/lib/invoices/documents";
import { findOrderForAdmin } from "@/lib/orders/admin-orders";
import { displayOrderId } from "@/lib/orders/order-view";
import { paymentLabel } from "@/lib/orders/payment-label";
import { nextStatuses, orderStatusLabel } from "@/lib/orders/status";
import { toOrderJson } from "@/lib/wire/order";
import { changeStatusAction, recordCashAction, refreshRefundAction, retryRefundAction } from "../actions";
import { PostalAddress } from "@/components/orders/postal-address";
import { ConfirmationSection } from "./confirmation-section";
import { CourierSection } from "./courier-section";

export const metadata = { title: "Order" };

type AdminOrder = NonNullable<Awaited<ReturnType<typeof findOrderForAdmin>>>;
type StatusChange = AdminOrder["statusChanges"][number];
type Email = AdminOrder["emails"][number];

const HISTORY_COLUMNS: Column<StatusChange>[] = [
  { header: "When", cell: (change) => formatIndianDateTime(change.createdAt) },
  { header: "Who", cell: (change) => change.changedBy?.name ?? "Store (automatic)" },
  {
    header: "Change",
    cell: (change) =>
      `${change.fromStatus ? `${orderStatusLabel(change.fromStatus)} → ` : ""}${orderStatusLabel(change.toStatus)}`,
  },
  { header: "Note", cell: (change) => change.note },
];

const EMAIL_STATES: Record<Email["state"], string> = {
  PENDING: "Waiting to send",
  SENT: "Sent",
  FAILED: "Failed",
  WITHDRAWN: "Not sent: answered meanwhile",
};

const EMAIL_COLUMNS: Column<Email>[] = [
  { header: "When", cell: (email) => formatIndianDateTime(email.sentAt ?? email.createdAt) },
  { header: "To", cell: (email) => email.recipient },
  { header: "Subject", cell: (email) => email.subject },
  {
    header: "State",
    cell: (email) =>
      email.state === "PENDING" && email.attempts > 0
        ? `${EMAIL_STATES.PENDING} (${email.attempts} failed attempts)`
        : EMAIL_STATES[email.state],
  },
];

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const order = await findOrderForAdmin(id);
  if (!order) notFound();
  const taxDocuments = await listTaxDocumentsOf(order.id);
  // The shopper's order components read the API's shape.
  const view = toOrderJson(order);
  const address = view.address;
  // PhonePe failed the last refund and nothing replaced it: the operator may ask again.
  const retryable = order.refunds.at(-1)?.state === "FAILED";

  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/orders" className="font-semibold text-brand-700 hover:underline">
        ← All orders
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-slate-900">Order #{displayOrderId(order.id)}</h1>
          <p className="text-slate-600 wrap-anywhere">
            Placed {formatIndianDateTime(order.createdAt)} by {order.customer.name} ({order.customer.email})
          </p>
        </div>
        <p className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-700" data-testid="admin-order-status">
          {view.status}
        </p>
      </header>
      <OrderProgress status={view.status} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <ConfirmationSection orderId={order.id} confirmation={order.codConfirmation} />
          <CourierSection orderId={order.id} status={order.status} />
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="mb-3 text-xl font-semibold">Items</h2>
            <ul className="divide-y divide-slate-100 text-sm">
              {order.items.map((item, index) => (
                <li key={`${item.productId}-${index}`} className="flex justify-between py-2">
                  <span>
                    {item.name} × {item.quantity}
                  </span>
                  <span>{formatRupees(item.unitPrice * item.quantity)}</span>
                </li>
              ))}
            </ul>
            <div className="mt-3">
              <OrderAmounts order={view} />
            </div>
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="mb-3 text-xl font-semibold">History</h2>
            <DataTable
              columns={HISTORY_COLUMNS}
              rows={order.statusChanges}
              rowKey={(change) => change.id}
              empty="No changes yet."
              rowTestId="audit-row"
            />
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="mb-3 text-xl font-semibold">E-mails</h2>
            <DataTable
              columns={EMAIL_COLUMNS}
              rows={order.emails}
              rowKey={(email) => email.id}
              empty="No e-mails for this order yet."
              rowTestId="email-row"
            />
          </section>
          <OrderTextMessages messages={order.textMessages} />
        </div>
        <aside className="flex flex-col gap-6">
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="mb-3 text-xl font-semibold">Status</h2>
            <StatusForm
              action={changeStatusAction.bind(null, order.id)}
              current={order.status}
              // An unconfirmed order is confirmed by its own form (a call's note), not moved here.
              options={nextStatuses(order.status).filter(
                (status) => order.status !== "AWAITING_CONFIRMATION" || status !== "ORDER_PLACED",
              )}
            />
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
            <h2 className="mb-3 text-xl font-semibold">Payment</h2>
            <p>{paymentLabel(view.paymentMethod, view.payment)}</p>
            <CashCollection order={order} />
            {order.paymentAttempts.map((attempt) => (
              <p key={attempt.id} className="mt-1 text-slate-600">
                PhonePe {attempt.merchantOrderId}: {attempt.state.toLowerCase()}
                {attempt.paymentMode ? ` (${attempt.paymentMode})` : ""}
              </p>
            ))}
            {order.refunds.length > 0 && (
              <>
                <h3 className="mt-4 font-semibold">Refunds</h3>
                <ul className="mt-1 flex flex-col gap-2">
                  {order.refunds.map((refund) => (
                    <li key={refund.id} className="flex flex-wrap items-center gap-2" data-testid="refund">
                      <span>
                        {formatRupees(toPaise(refund.amount))}: {refund.state.toLowerCase()}
                      </span>
                      {refund.state !== "COMPLETED" && refund.state !== "FAILED" && (
                        <ActionButton
                          label="Check status"
                          action={refreshRefundAction.bind(null, order.id, refund.id)}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {retryable && (
              <div className="mt-3">
                <ActionButton label="Retry refund" action={retryRefundAction.bind(null, order.id)} />
              </div>
            )}
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
            <h2 className="mb-3 text-xl font-semibold">Tax documents</h2>
            {taxDocuments.length === 0 ? (
              <p className="text-slate-600">No tax invoice: the order is not confirmed.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {taxDocuments.map((document) => (
                  <li key={document.number}>
                    <a href={document.href} className="font-semibold text-brand-700 hover:underline" download>
                      {document.kind === "INVOICE" ? "Tax invoice" : "Credit note"} {document.number} (PDF)
                    </a>
                    <span className="block text-slate-600">{formatIndianDateTime(document.issuedAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
            <h2 className="mb-3 text-xl font-semibold">Deliver to</h2>
            <PostalAddress address={address} />
            {order.orderNotes && <p className="mt-2">Notes: {order.orderNotes}</p>}
            {order.courier && <p className="mt-2">Courier: {order.courier}</p>}
            {order.trackingNumber && <p className="mt-2">Tracking number: {order.trackingNumber}</p>}
            <TrackingLink courier={order.courier} trackingNumber={order.trackingNumber} className="mt-2" />
          </section>
        </aside>
      </div>
    </div>
  );
}

/** A delivered COD order's cash: as recorded, or the form to record it. */
function CashCollection({ order }: { order: AdminOrder }) {
  const collected = order.cashCollection;
  if (collected) {
    return (
      <p className="mt-1 text-slate-600" data-testid="cash-collected">
        Cash collected: {formatRupees(toPaise(collected.amount))} on {formatIndianDate(collected.collectedOn)}, recorded
        by {collected.recordedBy.name}
      </p>
    );
  }
  if (order.paymentMethod !== "COD" || order.status !== "DELIVERED") return null;
  return (
    <CashCollectionForm
      action={recordCashAction.bind(null, order.id)}
      // The cash due: what gift cards and store credit left to pay (₹0.00 when they paid it all).
      amount={toRupeeString(order.amount - order.paidByCredit)}
      today={indianIsoDay(new Date())}
    />
  );
}
