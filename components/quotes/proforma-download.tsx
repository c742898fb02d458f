"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { isSessionRejection } from "@/lib/client/api-errors";
import { notify } from "@/lib/client/notify";
import { fileSafe, savePdf } from "@/lib/client/pdf";
import { fetchProforma } from "@/lib/client/quotes";

/** "Download proforma invoice (PDF)" of a sent quote, fetched with the shopper's token and saved under its number. */
export function ProformaDownload({ quoteId, number }: { quoteId: string; number: string }) {
  const t = useTranslations("quotes.detail");
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      savePdf(await fetchProforma(quoteId), `proforma-${fileSafe(number)}.pdf`);
    } catch (error) {
      if (!isSessionRejection(error)) notify.error(t("downloadFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" disabled={busy} onClick={() => void download()}>
      {busy ? t("downloading") : t("download")}
    </Button>
  );
}
