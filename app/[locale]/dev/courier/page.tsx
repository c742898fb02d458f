import { buttonClass } from "@/components/ui/button-styles";
import { inputClass } from "@/components/ui/input-class";
import { listSimulatedShipments, type SimulatedShipment } from "@/lib/shipping/simulated";

const EVENT_LABELS: Record<SimulatedShipment["nextEvents"][number], string> = {
  out_for_pickup: "Out for pickup",
  picked_up: "Picked up",
  in_transit: "In transit",
  reached_destination_hub: "At destination hub",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  undelivered: "Undelivered (NDR)",
  rto_initiated: "RTO initiated",
  rto_in_transit: "RTO in transit",
  rto_delivered: "RTO delivered",
  lost: "Lost",
};

function Shipment({ shipment }: { shipment: SimulatedShipment }) {
  const awb = shipment.awb;
  return (
    <section data-testid="simulated-shipment" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold">
        {shipment.isReturn ? "Return" : "Order"} {shipment.channelOrderId}
      </h2>
      <p className="text-sm text-slate-700">
        {shipment.courier ?? "No courier yet"} · AWB {awb ?? "—"} · {shipment.paymentMethod} · to {shipment.destination}
      </p>
      <p className="mt-1 font-medium" data-testid="shipment-status">
        {shipment.shipmentStatus}
      </p>
      {awb && shipment.nextEvents.length > 0 && (
        <form method="post" action="/dev/courier/scan" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="awb" value={awb} />
          {shipment.nextEvents.includes("undelivered") && (
            <label className="flex flex-col text-sm">
              Reason for a failed attempt
              <input name="reason" className={inputClass} defaultValue="Customer not available" />
            </label>
          )}
          {shipment.nextEvents.map((event) => (
            <button
              key={event}
              name="event"
              value={event}
              type="submit"
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              {EVENT_LABELS[event]}
            </button>
          ))}
        </form>
      )}
      {shipment.scans.length > 0 && (
        <ol className="mt-3 list-inside list-disc text-sm text-slate-700">
          {shipment.scans.map((scan) => (
            <li key={`${scan.date}${scan.activity}`}>
              {scan.date} · {scan.activity} · {scan.location}
            </li>
          ))}
        </ol>
      )}
      {shipment.ndrActions.length > 0 && (
        <p className="mt-2 text-sm">
          The store asked the courier: {shipment.ndrActions.map((action) => action.action).join(", ")}
        </p>
      )}
    </section>
  );
}

/** The parcels booked with the local Shiprocket simulator, and the courier's next scan of each. */
export default async function SimulatedCourierPage() {
  const shipments = await listSimulatedShipments();
  return (
    <>
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Simulated courier</h1>
        <p className="text-slate-600">
          On this machine couriers are booked with a local Shiprocket simulator. Scan a parcel as the courier would: the
          simulator sends the store its tracking webhook, and the store reads the tracking to move the order.
        </p>
      </header>
      {shipments.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5">
          No shipments yet. Book a courier for an order from its page in the admin area.
        </p>
      ) : (
        shipments.map((shipment) => (
          <Shipment key={`${shipment.channelOrderId}${shipment.isReturn}`} shipment={shipment} />
        ))
      )}
    </>
  );
}
