import type { InputHTMLAttributes, ReactNode } from "react";
import type { ActionResult } from "@/lib/admin/action-result";
import { Field, inputClass } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { ActionMessage } from "./action-message";

/** A labelled input with an optional hint that screen readers read with it. */
export function TextField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label}>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={inputClass} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </Field>
  );
}

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
