"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { isIndianMobile } from "@/lib/validation/form-rules";

/** Its words, written by the server in the page's language (messages' `tracking.failedDelivery`). */
export interface FailedDeliveryTexts {
  choice: string;
  reattempt: string;
  day: string;
  phone: string;
  phoneHint: string;
  landmark: string;
  landmarkHint: string;
  returnIt: string;
  returnHint: string;
  submit: string;
  sending: string;
  problems: Record<"choose" | "phone" | "answered" | "failed", string>;
}

/**
 * The customer's answer to a failed delivery, by the order's signed link: another day (with a
 * corrected phone or landmark), or the parcel sent back. The page shows the answer once it is kept.
 */
export function FailedDeliveryForm({
  endpoint,
  days,
  texts,
}: {
  endpoint: string;
  days: { value: string; label: string }[];
  texts: FailedDeliveryTexts;
}) {
  const router = useRouter();
  const id = useId();
  const [action, setAction] = useState<"REATTEMPT" | "RETURN" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!action) return setProblem(texts.problems.choose);
    const form = new FormData(event.currentTarget);
    const typed = form.get("phone");
    const phone = typeof typed === "string" ? typed.trim() : "";
    if (action === "REATTEMPT" && phone && !isIndianMobile(phone)) {
      return setProblem(texts.problems.phone);
    }
    setSending(true);
    setProblem(null);
    const body =
      action === "RETURN"
        ? { action }
        : { action, preferredDate: form.get("preferredDate"), phone, landmark: form.get("landmark") };
    const answer = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).catch(() => null);
    setSending(false);
    if (answer?.ok) return router.refresh();
    setProblem(answer?.status === 409 ? texts.problems.answered : texts.problems.failed);
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{texts.choice}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="action" value="REATTEMPT" onChange={() => setAction("REATTEMPT")} />
          {texts.reattempt}
        </label>
        {action === "REATTEMPT" && (
          <div className="ml-6 flex flex-col gap-3">
            <label className="flex flex-col gap-1">
              {texts.day}
              <select name="preferredDate" className={inputClass} defaultValue={days[0]?.value}>
                {days.map((day) => (
                  <option key={day.value} value={day.value}>
                    {day.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1">
              {texts.phone}
              <input
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                className={inputClass}
                aria-describedby={`${id}-phone`}
              />
              <span id={`${id}-phone`} className="text-sm text-slate-600">
                {texts.phoneHint}
              </span>
            </label>
            <label className="flex flex-col gap-1">
              {texts.landmark}
              <input name="landmark" maxLength={100} className={inputClass} aria-describedby={`${id}-landmark`} />
              <span id={`${id}-landmark`} className="text-sm text-slate-600">
                {texts.landmarkHint}
              </span>
            </label>
          </div>
        )}
        <label className="flex items-center gap-2">
          <input type="radio" name="action" value="RETURN" onChange={() => setAction("RETURN")} />
          {texts.returnIt}
        </label>
        {action === "RETURN" && <p className="ml-6 text-sm text-slate-700">{texts.returnHint}</p>}
      </fieldset>
      {problem && (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={sending} className="self-start">
        {sending ? texts.sending : texts.submit}
      </Button>
    </form>
  );
}
