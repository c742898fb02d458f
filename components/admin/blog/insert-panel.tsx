"use client";

import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";

export interface PanelField {
  name: string;
  label: string;
  placeholder?: string;
  initial?: string;
}

/**
 * A small form inside the post's form, opened by a toolbar button: a link's address, an image's
 * address and description. `onApply` answers why it refuses, or null when done.
 */
export function InsertPanel({
  id,
  fields,
  applyLabel,
  onApply,
  onRemove,
  onClose,
}: {
  id: string;
  fields: PanelField[];
  applyLabel: string;
  onApply: (values: Record<string, string>) => string | null;
  /** Offered as "Remove …" when the selection already has what the panel sets. */
  onRemove?: { label: string; run: () => void };
  onClose: () => void;
}) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ""])),
  );
  const [error, setError] = useState("");

  const apply = () => {
    const refusal = onApply(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])));
    if (refusal) setError(refusal);
  };
  // Enter applies rather than submitting the post's form; Escape goes back to the text.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === "Escape") event.preventDefault();
    if (event.key === "Enter") apply();
    if (event.key === "Escape") onClose();
  };

  return (
    <div id={id} className="flex flex-col gap-2 border-b border-slate-200 bg-slate-50 p-3">
      {fields.map((field, index) => (
        <div key={field.name}>
          <label htmlFor={`${id}-${field.name}`} className="mb-1 block text-sm font-semibold text-slate-800">
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            value={values[field.name]}
            onChange={(event) => {
              setValues({ ...values, [field.name]: event.target.value });
              setError("");
            }}
            onKeyDown={onKeyDown}
            placeholder={field.placeholder}
            aria-invalid={index === 0 && Boolean(error)}
            aria-describedby={index === 0 && error ? `${id}-error` : undefined}
            className={inputClass}
            // The panel opened for this: typing starts here.
            autoFocus={index === 0}
          />
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={apply}>
          {applyLabel}
        </Button>
        {onRemove && (
          <Button size="sm" variant="secondary" onClick={onRemove.run}>
            {onRemove.label}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
