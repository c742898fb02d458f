"use client";

import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { inputClass } from "@/components/ui/input-class";

/** An operator answers a failed delivery for its customer (who called, or wrote on WhatsApp). */
export function DeliveryAnswerForm({
  action,
  days,
}: {
  action: AdminAction;
  days: { value: string; label: string }[];
}) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="mt-2 flex flex-col gap-3" aria-labelledby="delivery-answer-heading">
      <h3 id="delivery-answer-heading" className="font-semibold">
        Answer for the customer
      </h3>
      <label className="flex flex-col gap-1">
        What should the courier do?
        <select name="answer" className={inputClass} defaultValue={days[0] ? `REATTEMPT:${days[0].value}` : "RETURN"}>
          {days.map((day) => (
            <option key={day.value} value={`REATTEMPT:${day.value}`}>
              Deliver again on {day.label}
            </option>
          ))}
          <option value="RETURN">Bring it back to us (RTO)</option>
        </select>
      </label>
      <InputField id="delivery-answer-phone" label="Phone for the courier (optional)" name="phone" type="tel" />
      <InputField id="delivery-answer-landmark" label="Landmark (optional)" name="landmark" maxLength={100} />
      <ActionMessage result={result} />
      <Button type="submit" size="sm" disabled={locked} className="self-start">
        {pending ? "Sending..." : "Send to the courier"}
      </Button>
    </form>
  );
}
