import Link from "next/link";
import { notFound } from "next/navigation";
import { ReturnMoveForm } from "@/components/admin/return-move-form";
import { DataTable, type Column } from "@/components/ui/data-table";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianDateTime } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { displayOrderId } from "@/lib/orders/order-view";
import { findReturnForAdmin } from "@/lib/orders/returns/read-returns";
import { nextReturnStatuses, REASON_LABELS, RETURN_STATUS_LABELS } from "@/lib/orders/returns/policy";
import { refundDueOn } from "@/lib/orders/returns/review-return";
import { moveReturnAction } from "../actions";
import { reversePickupOf } from "@/lib/shipping/return-pickups";

export const metadata = { title: "Return" };

type Step = NonNullable<Awaited<ReturnType<typeof findReturnForAdmin>>>["history"][number];

const HISTORY_COLUMNS: Column<Step>[] = [
  { header: "When", cell: (step) => formatIndianDateTime(step.at) },
  { header: "Who", cell: (step) => step.by ?? "Store (automatic)" },
  { header: "Status", cell: (step) => RETURN_STATUS_LABELS[step.status] },
  { header: "Note", cell: (step) => step.note },
];

export default async function AdminReturnPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const request = await findReturnForAdmin(id);
  if (!request) notFound();
  const due = request.refundAmount === null ? await refundDueOn(request.id) : null;
  const refund = request.refundAmount ?? due!.total;
  // Money to send: what store credit does not take. A cash on delivery order's the operator sends by hand.
  const toCredit = due?.toCredit ?? 0;
  const toSend = refund - toCredit;
  const cashOnDelivery = request.paymentMethod === "COD" && toSend > 0;

  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/returns" className="font-semibold text-brand-700 hover:underline">
        ← All returns
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-slate-900">Return on order #{displayOrderId(request.orderId)}</h1>
          <p className="text-slate-600 wrap-anywhere">
            Asked {formatIndianDateTime(request.createdAt)} by {request.customer.name} ({request.customer.email}) ·{" "}
            <Link href={`/admin/orders/${request.orderId}`} className="text-brand-700 underline">
              open the order
            </Link>
          </p>
        </div>
        <p
          className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-700"
          data-testid="admin-return-status"
        >
          {RETURN_STATUS_LABELS[request.status]}
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
            <h2 className="mb-3 text-xl font-semibold">{REASON_LABELS[request.reason]}</h2>
            <p className="whitespace-pre-line">{request.details}</p>
            <ul className="mt-3 divide-y divide-slate-100">
              {request.items.map((item) => (
                <li key={item.orderItemId} className="flex justify-between py-2">
                  <span>
                    {item.name} × {item.quantity}
                  </span>
                  <span>{formatRupees(item.unitPrice * item.quantity)}</span>
                </li>
              ))}
            </ul>
            {request.photos.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-3">
                {request.photos.map((photo, index) => (
                  <a key={photo} href={photo} target="_blank" rel="noreferrer">
                    {/* eslint-disable-next-line @next/next/no-img-element -- the store's own uploads, any size */}
                    <img src={photo} alt={`Customer's photo ${index + 1}`} className="h-32 w-32 rounded object-cover" />
                  </a>
                ))}
              </div>
            )}
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="mb-3 text-xl font-semibold">History</h2>
            <DataTable
              columns={HISTORY_COLUMNS}
              rows={request.history}
              rowKey={(step) => step.at.toISOString()}
              empty=""
            />
          </section>
        </div>
        <aside className="flex flex-col gap-6">
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="mb-3 text-xl font-semibold">Next step</h2>
            <ReturnMoveForm
              action={moveReturnAction.bind(null, request.id)}
              options={nextReturnStatuses(request.status).map((status) => ({
                value: status,
                label: RETURN_STATUS_LABELS[status],
              }))}
              cashOnDelivery={cashOnDelivery}
              refundAmount={toSend > 0 ? formatRupees(toSend) : null}
              creditAmount={toCredit > 0 ? formatRupees(toCredit) : null}
            />
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
            <h2 className="mb-3 text-xl font-semibold">Refund</h2>
            <p>
              {request.status === "REFUNDED" ? "Refunded" : "Due on refund"}: {formatRupees(refund)}
              {request.shippingRefunded && " (shipping included)"}
            </p>
            {request.sendRefundTo && (
              <p className="mt-1" data-testid="send-refund-to">
                Send it to: {request.sendRefundTo}
              </p>
            )}
            {request.refundTo && !request.sendRefundTo && <p className="mt-1">Sent to: {request.refundTo}</p>}
            {request.toStoreCredit && <p className="mt-1">To the customer&apos;s store credit, at once</p>}
            {request.refundReference && <p className="mt-1">Reference: {request.refundReference}</p>}
            {request.refunds.map((row) => (
              <p key={row.id} className="mt-1 text-slate-600">
                PhonePe refund {formatRupees(row.amount)}: {row.state.toLowerCase()}
              </p>
            ))}
          </section>
          <ReversePickup returnRequestId={request.id} />
        </aside>
      </div>
    </div>
  );
}

/** The courier collecting the return from the customer, once one is booked (lib/shipping/return-pickups.ts). */
async function ReversePickup({ returnRequestId }: { returnRequestId: string }) {
  const pickup = await reversePickupOf(returnRequestId);
  if (!pickup) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm" data-testid="reverse-pickup">
      <h2 className="mb-3 text-xl font-semibold">Reverse pickup</h2>
      <p>
        {pickup.courierName ?? "Courier"} · AWB {pickup.awb ?? "not assigned yet"}
      </p>
      {pickup.pickupScheduledFor && <p>Pickup: {formatIndianDateTime(pickup.pickupScheduledFor)}</p>}
      {pickup.scans[0] && (
        <p className="mt-1 text-slate-600">
          Latest: {pickup.scans[0].activity} · {pickup.scans[0].location}
        </p>
      )}
    </section>
  );
}
