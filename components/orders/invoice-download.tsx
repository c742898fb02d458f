"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { messageOf } from "@/lib/client/api-errors";
import { notify } from "@/lib/client/notify";
import { fetchTaxInvoice, type ShopperOrder } from "@/lib/client/orders";
import { fileSafe, savePdf } from "@/lib/client/pdf";

/** Statuses of an order that ended undelivered: its invoice was credited in full. */
const CREDITED = new Set(["Cancelled", "Returned to seller"]);

/**
 * "Download tax invoice": the PDF is fetched with the shopper's token (it is not a cookie, so a
 * plain link could not carry it) and saved under the invoice's number. Shown once there is one;
 * an order that ended undelivered offers its credit note instead, which is what stands.
 */
export function InvoiceDownload({ order, className }: { order: ShopperOrder; className?: string }) {
  const [busy, setBusy] = useState(false);
  const t = useTranslations("orders.invoice");
  const { invoiceNumber } = order;
  if (!invoiceNumber) return null;
  const credited = CREDITED.has(order.status);

  async function download() {
    setBusy(true);
    try {
      const pdf = await fetchTaxInvoice(order._id, credited ? "credit-note" : "invoice");
      const number = fileSafe(invoiceNumber!);
      savePdf(pdf, credited ? `credit-note-for-${number}.pdf` : `tax-invoice-${number}.pdf`);
    } catch (error) {
      notify.error(messageOf(error, t("downloadFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" disabled={busy} onClick={() => void download()} className={className}>
      {credited ? t(busy ? "downloadingCreditNote" : "downloadCreditNote") : t(busy ? "downloading" : "download")}
      <span className="sr-only"> {invoiceNumber}</span>
    </Button>
  );
}
