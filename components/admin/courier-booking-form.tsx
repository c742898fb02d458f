"use client";

import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";

/** One courier able to carry the parcel, as the operator compares them. */
export interface CourierChoice {
  /** "<courier id>:<charge in paise>", what the form sends. */
  value: string;
  name: string;
  /** "₹82.50", with any cash on delivery charge: "₹82.50 + ₹30.00 COD". */
  price: string;
  /** "Arrives by Fri, 5 Dec (4 days)", or the days alone. */
  arrival: string;
  recommended: boolean;
}

/**
 * Books the parcel with the courier chosen, Shiprocket's recommendation chosen to begin with; or,
 * to `resume` a booking stopped part-way, carries it on with the courier it was booked with.
 */
export function CourierBookingForm({
  action,
  couriers,
  resume = false,
}: {
  action: AdminAction;
  couriers: CourierChoice[];
  resume?: boolean;
}) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  const chosen = couriers.find((courier) => courier.recommended) ?? couriers[0];
  if (resume) {
    return (
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <input type="hidden" name="courier" value="recommended" />
        <ActionMessage result={result} />
        <Button type="submit" size="sm" disabled={locked}>
          {pending ? "Booking..." : "Finish booking"}
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Courier</legend>
        {couriers.map((courier) => (
          <label
            key={courier.value}
            className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600"
          >
            <input
              type="radio"
              name="courier"
              value={courier.value}
              defaultChecked={courier === chosen}
              className="mt-1"
            />
            <span className="flex flex-col">
              <span className="font-semibold">
                {courier.name}
                {courier.recommended && <span className="ml-2 text-sm font-normal text-green-800">Recommended</span>}
              </span>
              <span className="text-sm text-slate-700">
                {courier.price} · {courier.arrival}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <ActionMessage result={result} />
      <Button type="submit" disabled={locked} className="self-start">
        {pending ? "Booking..." : "Book courier"}
      </Button>
    </form>
  );
}
