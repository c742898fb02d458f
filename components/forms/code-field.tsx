"use client";

import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";

/**
 * A code typed in and sent at once — a promotion code, a gift card's: the field (no autocomplete,
 * capitals on phones, at most 40 characters) and its submit button, off while it is empty or busy.
 * The form around it says what the code is for and what sending it does.
 */
export function CodeField({
  id,
  label,
  value,
  onChange,
  busy,
  submitLabel,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <div className="flex items-end gap-2">
      <InputField
        id={id}
        label={label}
        className="min-w-0 flex-1"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={busy || value.trim() === ""}>
        {submitLabel}
      </Button>
    </div>
  );
}
