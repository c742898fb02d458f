"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/admin/action-result";
import { useHydrated } from "@/lib/client/use-hydrated";
import { failureResult } from "./action-failure";
import { ActionMessage } from "./action-message";

/** One click that runs an admin action and shows its answer: a refund checked or retried, a booking cancelled. */
export function ActionButton({ label, action }: { label: string; action: () => Promise<ActionResult> }) {
  const [result, setResult] = useState<ActionResult | null>(null);
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="secondary"
        size="sm"
        disabled={pending || !hydrated}
        onClick={() => startTransition(async () => setResult(await action().catch(failureResult)))}
      >
        {label}
      </Button>
      <ActionMessage result={result} />
    </span>
  );
}
