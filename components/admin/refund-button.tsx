"use client";

import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/admin/action-result";
import { ActionMessage } from "./action-message";

/** One refund action (check its status, or try again after a failure). */
export function RefundButton({ label, action }: { label: string; action: () => Promise<ActionResult> }) {
  const [result, setResult] = useState<ActionResult | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        disabled={pending}
        onClick={() => startTransition(async () => setResult(await action()))}
        className="rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold"
      >
        {label}
      </button>
      <ActionMessage result={result} />
    </span>
  );
}
