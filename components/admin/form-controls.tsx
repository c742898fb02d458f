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
  locked,
  label,
}: {
  result: ActionResult | null;
  pending: boolean;
  /** Disables the button (useAdminForm). */
  locked: boolean;
  label: string;
}) {
  return (
    <>
      <ActionMessage result={result} />
      <Button type="submit" disabled={locked} className="self-start">
        {pending ? "Saving…" : label}
      </Button>
    </>
  );
}
