"use client";

import { InputField } from "@/components/ui/form-field";
import { FormFooter } from "./form-controls";
import { useAdminForm, type AdminAction } from "./use-admin-form";

/** Single-use codes made in bulk for one promotion (a school's class, an influencer's followers). */
export function CodeBatchForm({ action, promotionId }: { action: AdminAction; promotionId: string }) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Make single-use codes">
      <input type="hidden" name="id" value={promotionId} />
      <InputField
        id="batch-count"
        name="count"
        label="How many codes"
        inputMode="numeric"
        hint="Up to 5,000"
        required
      />
      <InputField
        id="batch-prefix"
        name="prefix"
        label="Start each code with"
        hint="Optional: 2 to 12 letters or digits, such as the school's short name"
        autoCapitalize="characters"
        maxLength={12}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormFooter result={result} pending={pending} locked={locked} label="Make the codes" />
      </div>
    </form>
  );
}
