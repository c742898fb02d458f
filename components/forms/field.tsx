import type { ReactNode } from "react";

/** A labelled form field with its error message, announced to screen readers. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass = "w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600";

/** The id, style and error wiring of the control inside a Field. */
export function controlProps(id: string, error?: { message?: string }) {
  return {
    id,
    className: inputClass,
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? `${id}-error` : undefined,
  };
}
