"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Link } from "@/lib/i18n/navigation";
import { callAsShopper } from "@/lib/client/session-api";
import type { BusinessBuyer } from "@/lib/business/business-buyer";
import { businessProfileResponse } from "@/lib/wire/business";

/** What the review step sends with the order: a GST invoice to the customer's business, and its PO number. */
export interface GstInvoiceDraft {
  gstInvoice: boolean;
  purchaseOrder: string;
}

/**
 * A GST invoice to the customer's business or school (its GSTIN, so it can claim the input tax
 * credit), ticked once the profile is read, with the purchase order number printed on it. A
 * customer without a profile is told where to add one; a failed read offers nothing.
 */
export function GstInvoiceChoice({
  value,
  onChange,
}: {
  value: GstInvoiceDraft;
  onChange: (value: GstInvoiceDraft) => void;
}) {
  const t = useTranslations("checkout.gstInvoice");
  const id = useId();
  const [business, setBusiness] = useState<BusinessBuyer | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    callAsShopper("/api/user/business", businessProfileResponse, { method: "GET" })
      .then((answer) => {
        if (!current) return;
        setBusiness(answer.business);
        if (answer.business) onChange({ gstInvoice: true, purchaseOrder: "" });
      })
      .catch(() => current && setBusiness(undefined));
    return () => {
      current = false;
    };
    // Read once per review: the profile does not change while the shopper is here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (business === undefined) return null;
  if (business === null) {
    return (
      <p className="text-sm text-slate-600">
        {t.rich("addProfile", {
          link: (words) => (
            <Link href="/profile" className="font-semibold text-brand-700 underline">
              {words}
            </Link>
          ),
        })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <label className="flex items-start gap-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={value.gstInvoice}
          onChange={(event) => onChange({ ...value, gstInvoice: event.target.checked })}
          className="mt-0.5 h-4 w-4"
        />
        {t("label", { name: business.legalName, gstin: business.gstin })}
      </label>
      {value.gstInvoice && (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {t("purchaseOrder")}
          </label>
          <input
            id={id}
            value={value.purchaseOrder}
            maxLength={40}
            onChange={(event) => onChange({ ...value, purchaseOrder: event.target.value })}
            className="w-full max-w-xs rounded-md border border-slate-300 px-3 py-2"
            autoComplete="off"
          />
        </div>
      )}
    </div>
  );
}
