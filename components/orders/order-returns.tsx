"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { isSessionRejection } from "@/lib/client/api-errors";
import { fetchOrderReturns, type OrderReturns } from "@/lib/client/returns";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { RETURN_WINDOW_DAYS, returnStatusOf } from "@/lib/orders/returns/policy";
import { ReturnRequestForm } from "./return-request-form";
import { useOrderTexts } from "./use-order-texts";

/**
 * The returns of a delivered order: each request with its status and history, and — within the
 * return window, while units are left — the form to ask for another.
 */
export function OrderReturnsSection({ orderId }: { orderId: string }) {
  const [returns, setReturns] = useState<OrderReturns | null>(null);
  const [asking, setAsking] = useState(false);
  const t = useTranslations("orders.returns");
  const texts = useOrderTexts();
  const statusText = (label: string) => {
    const status = returnStatusOf(label);
    return status ? t(`status.${status}`) : label;
  };

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
        {t("heading")}
      </h2>
      {returns.windowEndsAt && (
        <p className="text-slate-700">
          {returns.canRequest
            ? t("until", { date: texts.date(returns.windowEndsAt), days: RETURN_WINDOW_DAYS })
            : t("closed", { date: texts.date(returns.windowEndsAt) })}
        </p>
      )}
      <ul className="mt-3 flex flex-col gap-3">
        {returns.requests.map((request) => (
          <li key={request._id} className="rounded-lg border border-slate-200 p-3" data-testid="return-request">
            <p className="font-semibold">
              {t(`status.${request.status}`)}
              {request.refundAmount !== null && ` · ${formatRupees(rupeesToPaise(request.refundAmount))}`}
            </p>
            <p className="text-slate-700">
              {request.items.map((item) => `${item.name} × ${item.quantity}`).join(", ")} —{" "}
              {t(`reasons.${request.reason}`)}
            </p>
            {(request.refundTo || request.toStoreCredit) && (
              <p className="text-slate-700" data-testid="refund-to">
                {request.toStoreCredit
                  ? t("refundTo.shownCredit")
                  : t("refundTo.shown", { destination: request.refundTo ?? "" })}
              </p>
            )}
            <ol className="mt-2 flex flex-col gap-1 text-slate-600">
              {request.history.map((step, index) => (
                <li key={index}>
                  {t("historyStep", { date: texts.dateTime(step.date), status: statusText(step.status) })}
                  {step.note && ` — ${step.note}`}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      {returns.canRequest && !asking && (
        <Button variant="secondary" className="mt-3" onClick={() => setAsking(true)}>
          {t("request")}
        </Button>
      )}
      {returns.canRequest && asking && (
        <div className="mt-3">
          <ReturnRequestForm
            orderId={orderId}
            lines={returns.lines}
            paidOnline={!returns.refundDestinationRequired}
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
