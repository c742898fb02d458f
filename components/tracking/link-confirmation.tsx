"use client";

import { useRouter } from "next/navigation";
import {
  CodConfirmationPanel,
  type ConfirmationAnswer,
  type ConfirmationTexts,
} from "@/components/orders/cod-confirmation-panel";

/** A POST to the order's link endpoint: the answer's JSON, or how it failed. */
async function post(endpoint: string, body: object): Promise<Record<string, unknown> | "closed" | "failed"> {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response?.ok) return response?.status === 409 ? "closed" : "failed";
  return ((await response.json().catch(() => null)) as Record<string, unknown> | null) ?? "failed";
}

/**
 * The tracking page's "Confirm your order", answered by the order's signed link (`endpoint` is
 * /api/track/{token}); the page then shows the order as it is. Paying online opens PhonePe, which
 * brings the customer back here.
 */
export function LinkConfirmation({ endpoint, texts }: { endpoint: string; texts: ConfirmationTexts }) {
  const router = useRouter();
  async function answer(choice: ConfirmationAnswer) {
    const outcome = await post(`${endpoint}/confirmation`, { answer: choice });
    if (typeof outcome === "string") return outcome;
    router.refresh();
    return "kept" as const;
  }
  async function payOnline() {
    const outcome = await post(`${endpoint}/pay-online`, {});
    if (typeof outcome === "string") return outcome;
    return typeof outcome.paymentUrl === "string" ? { paymentUrl: outcome.paymentUrl } : "failed";
  }
  return <CodConfirmationPanel texts={texts} onAnswer={answer} onPayOnline={payOnline} />;
}
