"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { isSessionRejection } from "@/lib/client/api-errors";
import { fetchOrderReturns, type OrderReturns } from "@/lib/client/returns";
import { formatIndianDate, formatIndianDateTime } from "@/lib/dates";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { RETURN_WINDOW_DAYS } from "@/lib/orders/returns/policy";
import { ReturnRequestForm } from "./return-request-form";

/**
 * The returns of a delivered order: each request with its status and history, and — within the
 * return window, while units are left — the form to ask for another.
 */
export function OrderReturnsSection({ orderId }: { orderId: string }) {
  const [returns, setReturns] = useState<OrderReturns | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    let current = true;
    fetchOrderReturns(orderId)
      .then((loaded) => current && setReturns(loaded))
      .catch((error: unknown) => {
        // The order itself loaded; a failed returns call leaves the section out.
        if (!isSessionRejection(error)) setReturns(null);
      });
    return () => {
      current = false;
    };
  }, [orderId]);

  if (!returns || (returns.requests.length === 0 && !returns.windowEndsAt)) return null;
  return (
    <section aria-labelledby="returns-heading" className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
      <h2 id="returns-heading" className="mb-2 font-semibold">
        Returns
      </h2>
      {returns.windowEndsAt && (
        <p className="text-slate-700">
          {returns.canRequest
            ? `You can ask for a return until ${formatIndianDate(returns.windowEndsAt)} (${RETURN_WINDOW_DAYS} days after delivery).`
            : `Returns were open until ${formatIndianDate(returns.windowEndsAt)}, or every item is already returned.`}
        </p>
      )}
      <ul className="mt-3 flex flex-col gap-3">
        {returns.requests.map((request) => (
          <li key={request._id} className="rounded-lg border border-slate-200 p-3" data-testid="return-request">
            <p className="font-semibold">
              {request.statusLabel}
              {request.refundAmount !== null && ` · ${formatRupees(rupeesToPaise(request.refundAmount))}`}
            </p>
            <p className="text-slate-700">
              {request.items.map((item) => `${item.name} × ${item.quantity}`).join(", ")} — {request.reasonLabel}
            </p>
            <ol className="mt-2 flex flex-col gap-1 text-slate-600">
              {request.history.map((step, index) => (
                <li key={index}>
                  {formatIndianDateTime(step.date)}: {step.status}
                  {step.note && ` — ${step.note}`}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      {returns.canRequest && !asking && (
        <Button variant="secondary" className="mt-3" onClick={() => setAsking(true)}>
          Request a return
        </Button>
      )}
      {returns.canRequest && asking && (
        <div className="mt-3">
          <ReturnRequestForm
            orderId={orderId}
            lines={returns.lines}
            onClose={() => setAsking(false)}
            onRequested={(updated) => {
              setReturns(updated);
              setAsking(false);
            }}
          />
        </div>
      )}
    </section>
  );
}
