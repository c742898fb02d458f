"use client";

import { useRouter } from "next/navigation";
import { answerByLink, payOnlineByLink } from "@/lib/client/orders";
import {
  CodConfirmationPanel,
  type ConfirmationAnswer,
  refusalOutcome,
  type ConfirmationTexts,
} from "@/components/orders/cod-confirmation-panel";

/**
 * The tracking page's "Confirm your order", answered by the order's signed link (`endpoint` is
 * /api/track/{token}); the page then shows the order as it is. Paying online opens PhonePe, which
 * brings the customer back here, in the page's language (the call names it, lib/client/api.ts).
 */
export function LinkConfirmation({ endpoint, texts }: { endpoint: string; texts: ConfirmationTexts }) {
  const router = useRouter();
  async function answer(choice: ConfirmationAnswer) {
    try {
      await answerByLink(endpoint, choice);
    } catch (error) {
      return refusalOutcome(error);
    }
    router.refresh();
    return "kept" as const;
  }
  const payOnline = () => payOnlineByLink(endpoint).then((paymentUrl) => ({ paymentUrl }), refusalOutcome);
  return <CodConfirmationPanel texts={texts} onAnswer={answer} onPayOnline={payOnline} />;
}
