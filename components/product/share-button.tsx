"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Shares the page through the device's share sheet, or copies its link where there is none. */
export function ShareButton({ title }: { title: string }) {
  const t = useTranslations("productClient");
  const [copied, setCopied] = useState(false);

  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined); // the shopper closed the sheet
      return;
    }
    await navigator.clipboard.writeText(url);
    setCopied(true);
    setTimeout(() => setCopied(false), 3000);
  }

  return (
    <Button variant="secondary" onClick={() => void share()}>
      {copied ? t("linkCopied") : t("share")}
    </Button>
  );
}
