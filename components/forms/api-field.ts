import { findValidationMessage, type ValidationKey } from "@/lib/validation/error-messages";

/**
 * The form field an API refusal is about, found by its message's key (the API names no field, only
 * the first problem's words: docs/API.md), or null when the message is about the whole form.
 */
export function apiFieldOf<Field extends string>(
  message: string,
  fieldsByKey: Partial<Record<ValidationKey, Field>>,
): Field | null {
  const found = findValidationMessage(message);
  return (found && fieldsByKey[found.key]) ?? null;
}
