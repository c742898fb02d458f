"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import type { ActionResult } from "@/lib/admin/action-result";
import { failureResult } from "./action-failure";
import { ActionMessage } from "./action-message";

const BULK_ADDRESS = "/api/admin/orders/bulk";

/** The route's answer in words: every order done, or which were not and why. */
async function sendBulk(body: URLSearchParams): Promise<ActionResult> {
  try {
    const response = await fetch(BULK_ADDRESS, { method: "POST", body, headers: { accept: "application/json" } });
    const answer = (await response.json()) as { message?: unknown; refused?: unknown };
    const message = typeof answer.message === "string" ? answer.message : "The store could not finish this.";
    return { ok: response.ok && Array.isArray(answer.refused) && answer.refused.length === 0, message };
  } catch (error) {
    return failureResult(error);
  }
}

/**
 * The orders list's bulk actions: a plain form around the list's checkboxes, posted to
 * POST /api/admin/orders/bulk with the button pressed (`action`), so it works without
 * JavaScript too (the list comes back with the new statuses). With it, marking packed and
 * booking answer here in words and the list refreshes; labels and the export (buttons with their
 * own `formAction`) are files the browser fetches itself.
 */
export function BulkOrderForm({ back, toolbar, children }: { back: string; toolbar: ReactNode; children: ReactNode }) {
  const router = useRouter();
  const [result, setResult] = useState<ActionResult | null>(null);
  const [pending, startTransition] = useTransition();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement) || submitter.name !== "action") return;
    event.preventDefault();
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget, submitter)) {
      if (typeof value === "string") body.append(key, value);
    }
    startTransition(async () => {
      setResult(await sendBulk(body));
      router.refresh();
    });
  };
  return (
    <form method="post" action={BULK_ADDRESS} onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-3">
      <input type="hidden" name="back" value={back} />
      {toolbar}
      <ActionMessage result={result} />
      {children}
    </form>
  );
}
