import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { registered } from "@/components/forms/registered";

/**
 * The props of an auth form's field: typing in it clears its error and the form's general
 * message (SPEC §4).
 */
export function authField<Values extends FieldValues>(form: UseFormReturn<Values>, clearMessage: () => void) {
  return (name: Path<Values>) =>
    registered(form, name, {
      onChange: () => {
        form.clearErrors(name);
        clearMessage();
      },
    });
}
