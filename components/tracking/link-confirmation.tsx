"use client";

import { useRouter } from "next/navigation";
import {
  CodConfirmationPanel,
  type ConfirmationAnswer,
  type ConfirmationTexts,
} from "@/components/orders/cod-confirmation-panel";

/** The tracking page's "Confirm your order", answered by the order's signed link; the page then shows the order as it is. */
export function LinkConfirmation({ endpoint, texts }: { endpoint: string; texts: ConfirmationTexts }) {
  const router = useRouter();
  async function answer(choice: ConfirmationAnswer) {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ answer: choice }),
    }).catch(() => null);
    if (!response?.ok) return response?.status === 409 ? "closed" : "failed";
    router.refresh();
    return "kept";
  }
  return <CodConfirmationPanel texts={texts} onAnswer={answer} />;
}
