import Link from "next/link";
import { BulkBookingForm } from "@/components/admin/bulk-booking-form";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianDateTime } from "@/lib/dates";
import { env } from "@/lib/env";
import { formatRupees, toPaise } from "@/lib/money";
import { displayOrderId } from "@/lib/orders/order-view";
import { addressSnapshot } from "@/lib/orders/snapshots";
import { shippingQueue } from "@/lib/shipping/shipping-queue";
import { bookManyAction } from "./actions";

export const metadata = { title: "Shipping" };

const orderLink = (orderId: string) => (
  <Link href={`/admin/orders/${orderId}`} className="font-semibold text-brand-700 hover:underline">
    #{displayOrderId(orderId)}
  </Link>
);

/** The day's shipping: orders to book, labels to print for the pickup, failed deliveries to answer. */
export default async function AdminShipping() {
  await requireAdminPage();
  if (!env().shiprocket) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Shipping" />
        <p>Courier booking is off (SHIPROCKET_ENV=off): move each order to Shipped with its courier and number.</p>
      </div>
    );
  }
  const { toBook, awaitingPickup, failedDeliveries } = await shippingQueue();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Shipping" />
      <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm" aria-labelledby="to-book">
        <h2 id="to-book" className="mb-3 text-xl font-semibold">
          To book ({toBook.length})
        </h2>
        {toBook.length === 0 ? (
          <p>Every confirmed order has its courier.</p>
        ) : (
          <BulkBookingForm
            action={bookManyAction}
            orders={toBook.map((order) => {
              const address = addressSnapshot.parse(order.address);
              const payment = order.paymentMethod === "COD" && !order.paid ? "COD" : "Prepaid";
              return {
                id: order.id,
                summary: `#${displayOrderId(order.id)} · ${formatIndianDateTime(order.createdAt)} · ${payment} ${formatRupees(toPaise(order.amount))} · ${address.city} ${address.pincode}`,
              };
            })}
          />
        )}
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm" aria-labelledby="awaiting-pickup">
        <h2 id="awaiting-pickup" className="mb-3 text-xl font-semibold">
          Waiting for pickup ({awaitingPickup.length})
        </h2>
        {awaitingPickup.length === 0 ? (
          <p>No booked parcel is waiting for its pickup.</p>
        ) : (
          <form action="/api/admin/shipments/labels" method="get" className="flex flex-col gap-3" target="_blank">
            <fieldset className="flex flex-col gap-1">
              <legend className="sr-only">Labels to print</legend>
              {awaitingPickup.map((shipment) => (
                <label key={shipment.id} className="flex items-center gap-2">
                  <input type="checkbox" name="ids" value={shipment.id} defaultChecked disabled={!shipment.labelUrl} />
                  <span>
                    {orderLink(shipment.orderId)} · {shipment.courierName} · AWB {shipment.awb}
                    {shipment.pickupScheduledFor && ` · pickup ${formatIndianDateTime(shipment.pickupScheduledFor)}`}
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="format" value="4x6" variant="secondary">
                Print labels (4×6 thermal)
              </Button>
              <Button type="submit" name="format" value="a4" variant="secondary">
                Print labels (A4, two a sheet)
              </Button>
              <Button type="submit" formAction="/api/admin/shipments/manifest" variant="secondary">
                Print the pickup&rsquo;s manifest
              </Button>
            </div>
          </form>
        )}
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm" aria-labelledby="failed-deliveries">
        <h2 id="failed-deliveries" className="mb-3 text-xl font-semibold">
          Failed deliveries ({failedDeliveries.length})
        </h2>
        {failedDeliveries.length === 0 ? (
          <p>No delivery is waiting for an answer.</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="failed-deliveries">
            {failedDeliveries.map((shipment) => (
              <li key={shipment.id}>
                {orderLink(shipment.orderId)} · {shipment.courierName} · AWB {shipment.awb} · {shipment.ndrReason} ·
                attempt {shipment.deliveryAttempts}
                {shipment.hoursOpen !== null && ` · open ${shipment.hoursOpen} h`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
