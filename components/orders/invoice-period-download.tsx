"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { InputField } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { messageOf } from "@/lib/client/api-errors";
import { notify } from "@/lib/client/notify";
import { fetchShopperPdf, savePdf } from "@/lib/client/pdf";
import { indianIsoDay } from "@/lib/dates";

/** The first day of India's financial year (1 April) that `today` ("2026-11-29") is in. */
export function financialYearStart(today: string): string {
  const year = Number(today.slice(0, 4));
  return `${today.slice(5) >= "04-01" ? year : year - 1}-04-01`;
}

/**
 * A school's accounts office files a period's tax invoices and credit notes at once: one PDF of
 * them all (GET /api/order/invoices), this financial year's so far unless another period is chosen.
 */
export function InvoicePeriodDownload() {
  const t = useTranslations("orders.invoicePeriod");
  // Today in India, fixed when the form first renders.
  const [today] = useState(() => indianIsoDay(new Date()));
  const [period, setPeriod] = useState(() => ({ from: financialYearStart(today), to: today }));
  const [busy, setBusy] = useState(false);

  async function download(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const query = new URLSearchParams(period);
      const pdf = await fetchShopperPdf(`/api/order/invoices?${query}`, t("none"), t("failed"));
      savePdf(pdf, `tax-invoices-${period.from}-to-${period.to}.pdf`);
    } catch (error) {
      notify.error(messageOf(error, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">{t("heading")}</summary>
      <form onSubmit={(event) => void download(event)} className="mt-3 flex flex-wrap items-end gap-3">
        <p className="w-full text-sm text-slate-600">{t("intro")}</p>
        <InputField
          id="invoices-from"
          type="date"
          label={t("from")}
          value={period.from}
          max={period.to}
          required
          onChange={(event) => setPeriod({ ...period, from: event.target.value })}
        />
        <InputField
          id="invoices-to"
          type="date"
          label={t("to")}
          value={period.to}
          min={period.from}
          max={today}
          required
          onChange={(event) => setPeriod({ ...period, to: event.target.value })}
        />
        <Button type="submit" disabled={busy}>
          {t(busy ? "downloading" : "download")}
        </Button>
      </form>
    </details>
  );
}
