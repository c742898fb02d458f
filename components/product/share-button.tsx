"use client";

import { useState } from "react";

/** Shares the page through the device's share sheet, or copies its link where there is none. */
export function ShareButton({ title }: { title: string }) {
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
    <button
      type="button"
      onClick={() => void share()}
      className="rounded-md border border-slate-300 px-4 py-2 font-semibold"
    >
      {copied ? "Link copied" : "Share"}
    </button>
  );
}
