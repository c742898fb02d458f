"use client";

import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";

export interface OrderToBook {
  id: string;
  /** "#A1B2C3 · 2 Dec, 10:15 am · COD ₹1,499.00 · Jaipur 302001" */
  summary: string;
}

/** Books the orders ticked, each with the courier Shiprocket recommends for it. */
export function BulkBookingForm({ action, orders }: { action: AdminAction; orders: OrderToBook[] }) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">Orders to book</legend>
        {orders.map((order) => (
          <label key={order.id} className="flex items-center gap-2">
            <input type="checkbox" name="orderId" value={order.id} defaultChecked />
            {order.summary}
          </label>
        ))}
      </fieldset>
      <ActionMessage result={result} />
      <Button type="submit" disabled={locked} className="self-start">
        {pending ? "Booking..." : "Book the ticked orders with the recommended courier"}
      </Button>
    </form>
  );
}
