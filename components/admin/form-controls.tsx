import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/admin/action-result";
import { ActionMessage } from "./action-message";

export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex items-center gap-2 font-semibold text-slate-800">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="size-4" />
      {label}
    </label>
  );
}

/** The form's outcome, announced, above its submit button. */
export function FormFooter({
  result,
  pending,
  label,
}: {
  result: ActionResult | null;
  pending: boolean;
  label: string;
}) {
  return (
    <>
      <ActionMessage result={result} />
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? "Saving…" : label}
      </Button>
    </>
  );
}
