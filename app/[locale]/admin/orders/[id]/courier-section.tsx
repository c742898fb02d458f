import { ActionButton } from "@/components/admin/action-button";
import { CourierBookingForm, type CourierChoice } from "@/components/admin/courier-booking-form";
import { formatDeliveryDay, formatIndianDateTime, formatIndianIsoDay } from "@/lib/dates";
import { env } from "@/lib/env";
import type { OrderStatus, ShipmentState } from "@/lib/generated/prisma/enums";
import { formatRupees } from "@/lib/money";
import { courierChoicesFor, shipmentsOf } from "@/lib/shipping/admin-shipping";
import type { CourierQuote } from "@/lib/shipping/provider";
import { answerDeliveryAction, bookCourierAction, cancelBookingAction } from "../courier-actions";
import { DeliveryAnswerForm } from "@/components/admin/delivery-answer-form";
import { failedDeliveryOf, reattemptDays } from "@/lib/shipping/failed-deliveries";

const STATE_LABELS: Record<ShipmentState, string> = {
  BOOKING: "Booking not finished",
  BOOKED: "Booked, waiting for pickup",
  IN_TRANSIT: "In transit",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  UNDELIVERED: "Delivery attempt failed",
  RTO_IN_TRANSIT: "Returning to us (RTO)",
  RTO_DELIVERED: "Returned to us",
  LOST: "Lost or damaged: take it up with the courier",
  CANCELLED: "Cancelled",
};

const choiceOf = (quote: CourierQuote): CourierChoice => ({
  value: `${quote.courierId}:${quote.charge + quote.codCharge}`,
  name: quote.name,
  price:
    quote.codCharge > 0
      ? `${formatRupees(quote.charge)} + ${formatRupees(quote.codCharge)} COD`
      : formatRupees(quote.charge),
  arrival: [quote.expectedBy && `Arrives by ${formatDeliveryDay(quote.expectedBy)}`, quote.days && `${quote.days} days`]
    .filter(Boolean)
    .join(" · "),
  recommended: quote.recommended,
});

type Shipment = Awaited<ReturnType<typeof shipmentsOf>>[number];

function BookedShipment({ orderId, shipment }: { orderId: string; shipment: Shipment }) {
  const labels = (format: string) => `/api/admin/shipments/labels?ids=${shipment.id}&format=${format}`;
  return (
    <div className="flex flex-col gap-2" data-testid="shipment">
      <p>
        <span className="font-semibold">{shipment.courierName ?? "Courier"}</span> · AWB{" "}
        <span data-testid="shipment-awb">{shipment.awb ?? "—"}</span>
      </p>
      <p data-testid="shipment-state">{STATE_LABELS[shipment.state]}</p>
      {shipment.pickupScheduledFor && <p>Pickup: {formatIndianDateTime(shipment.pickupScheduledFor)}</p>}
      {shipment.expectedBy && <p>Expected by {formatDeliveryDay(shipment.expectedBy)}</p>}
      {shipment.state === "UNDELIVERED" && <FailedDelivery orderId={orderId} shipment={shipment} />}
      {shipment.labelUrl && (
        <p className="flex flex-wrap gap-3">
          <a href={labels("4x6")} className="font-semibold text-brand-700 hover:underline">
            Label 4×6 (PDF)
          </a>
          <a href={labels("a4")} className="font-semibold text-brand-700 hover:underline">
            Label on A4 (PDF)
          </a>
        </p>
      )}
      {(shipment.state === "BOOKING" || shipment.state === "BOOKED") && (
        <div className="flex flex-wrap gap-2">
          {shipment.state === "BOOKING" && <FinishBooking orderId={orderId} />}
          <ActionButton label="Cancel booking" action={cancelBookingAction.bind(null, orderId, shipment.id)} />
        </div>
      )}
      {shipment.scans.length > 0 && (
        <ol className="mt-2 flex flex-col gap-1 border-l-2 border-slate-200 pl-3" aria-label="Courier scans">
          {shipment.scans.map((scan) => (
            <li key={scan.id}>
              <span className="block text-slate-600">{formatIndianDateTime(scan.at)}</span>
              {scan.activity} · {scan.location}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** An open failed delivery: the courier's reason, and the answer given or the form to give it. */
async function FailedDelivery({ orderId, shipment }: { orderId: string; shipment: Shipment }) {
  const waiting = await failedDeliveryOf(orderId);
  const answer = waiting?.answer;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="failed-delivery">
      <p>
        Attempt {shipment.deliveryAttempts} failed: {shipment.ndrReason ?? "no reason given"}
      </p>
      {answer ? (
        <p className="font-semibold">
          {answer.action === "RETURN"
            ? "Answered: bring it back"
            : `Answered: deliver again${answer.preferredDate ? ` on ${formatDeliveryDay(answer.preferredDate)}` : ""}`}
          {answer.sentAt
            ? " · sent to the courier"
            : answer.lastError
              ? ` · not sent: ${answer.lastError}`
              : " · sending"}
        </p>
      ) : (
        <DeliveryAnswerForm
          action={answerDeliveryAction.bind(null, orderId)}
          days={reattemptDays().map((day) => ({
            value: day,
            label: formatIndianIsoDay(day),
          }))}
        />
      )}
    </div>
  );
}

/** A booking stopped part-way (an outage): the same booking carries on from its last saved step. */
function FinishBooking({ orderId }: { orderId: string }) {
  return <CourierBookingForm action={bookCourierAction.bind(null, orderId)} couriers={[]} resume />;
}

/** The order's courier: its booked parcel, or the couriers to book one with. */
export async function CourierSection({ orderId, status }: { orderId: string; status: OrderStatus }) {
  if (!env().shiprocket) return null;
  const shipments = await shipmentsOf(orderId);
  const live = shipments.find((shipment) => shipment.state !== "CANCELLED" && shipment.direction === "FORWARD");
  const bookable = !live && (status === "ORDER_PLACED" || status === "PACKING");
  if (!live && !bookable) return null;
  const choices = bookable ? await courierChoicesFor(orderId) : null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm" aria-labelledby="courier-heading">
      <h2 id="courier-heading" className="mb-3 text-xl font-semibold">
        Courier
      </h2>
      {live && <BookedShipment orderId={orderId} shipment={live} />}
      {choices && "unavailable" in choices && <p className="text-slate-700">{choices.unavailable}</p>}
      {choices && "couriers" in choices && (
        <CourierBookingForm action={bookCourierAction.bind(null, orderId)} couriers={choices.couriers.map(choiceOf)} />
      )}
    </section>
  );
}
