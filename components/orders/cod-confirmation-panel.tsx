"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/client/api-errors";

export type ConfirmationAnswer = "confirm" | "cancel";
/** How answering went: kept, refused as no longer awaited (409), or not reached at all. */
export type AnswerOutcome = "kept" | "closed" | "failed";

/** A failed answer's outcome: "closed" when the order no longer awaits it (409). */
export const refusalOutcome = (error: unknown): Exclude<AnswerOutcome, "kept"> =>
  error instanceof ApiError && error.status === 409 ? "closed" : "failed";

/** Its words in the page's language (messages' `codConfirmation`), written by the page. */
export interface ConfirmationTexts {
  heading: string;
  intro: string;
  deadline: string;
  confirm: string;
  cancel: string;
  cancelAsk: string;
  yesCancel: string;
  keep: string;
  sending: string;
  closed: string;
  failed: string;
  /** "Pay ₹… online now and save ₹…", when the order may be paid online instead. */
  payOnline?: string;
  payOnlineHint: string;
  redirecting: string;
}

/**
 * "Confirm your order" (issue #33): a cash on delivery order is packed only once its customer
 * confirms it. Confirm answers at once; Cancel asks once more, as a mistaken tap would end the
 * order; "Pay now and save" (when offered) opens PhonePe, given the page's address by `onPayOnline`.
 */
export function CodConfirmationPanel({
  texts,
  onAnswer,
  onPayOnline,
}: {
  texts: ConfirmationTexts;
  onAnswer: (answer: ConfirmationAnswer) => Promise<AnswerOutcome>;
  onPayOnline?: () => Promise<{ paymentUrl: string } | Exclude<AnswerOutcome, "kept">>;
}) {
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function payOnline() {
    if (!onPayOnline) return;
    setSending(true);
    setProblem(null);
    const outcome = await onPayOnline();
    if (typeof outcome === "object") return window.location.assign(outcome.paymentUrl);
    setSending(false);
    setProblem(outcome === "closed" ? texts.closed : texts.failed);
  }

  async function answer(choice: ConfirmationAnswer) {
    setSending(true);
    setProblem(null);
    const outcome = await onAnswer(choice);
    setSending(false);
    if (outcome !== "kept") setProblem(outcome === "closed" ? texts.closed : texts.failed);
  }

  return (
    <section
      aria-labelledby="cod-confirmation-heading"
      className="rounded-xl border-2 border-amber-300 bg-amber-50 p-5"
      data-testid="cod-confirmation-panel"
    >
      <h2 id="cod-confirmation-heading" className="text-xl font-bold text-amber-950">
        {texts.heading}
      </h2>
      <p className="mt-2 text-amber-950">{texts.intro}</p>
      <p className="mt-1 text-amber-950">{texts.deadline}</p>
      {problem && (
        <p role="alert" className="mt-3 font-semibold text-red-700">
          {problem}
        </p>
      )}
      {asking ? (
        <div className="mt-4 flex flex-col gap-3">
          <p className="font-semibold text-amber-950">{texts.cancelAsk}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="danger" disabled={sending} onClick={() => answer("cancel")}>
              {sending ? texts.sending : texts.yesCancel}
            </Button>
            <Button variant="secondary" disabled={sending} onClick={() => setAsking(false)}>
              {texts.keep}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="confirm" size="lg" disabled={sending} onClick={() => answer("confirm")}>
            {sending ? texts.sending : texts.confirm}
          </Button>
          <Button variant="secondary" size="lg" disabled={sending} onClick={() => setAsking(true)}>
            {texts.cancel}
          </Button>
        </div>
      )}
      {texts.payOnline && onPayOnline && (
        <div className="mt-4 border-t border-amber-200 pt-4">
          <Button variant="primary" disabled={sending} onClick={payOnline} aria-describedby="pay-online-hint">
            {sending ? texts.redirecting : texts.payOnline}
          </Button>
          <p id="pay-online-hint" className="mt-1 text-sm text-amber-950">
            {texts.payOnlineHint}
          </p>
        </div>
      )}
    </section>
  );
}
