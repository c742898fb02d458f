"use client";

import { useFieldError } from "./use-field-error";

/** A field's error message in the page's language, announced when it appears. */
export function FieldError({ id, message, className }: { id?: string; message: string; className: string }) {
  const translate = useFieldError();
  return (
    <p id={id} role="alert" className={className}>
      {translate(message)}
    </p>
  );
}
