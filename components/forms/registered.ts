import { get, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from "react-hook-form";

/**
 * A react-hook-form field's registration together with its error message, to spread onto an
 * InputField: `<InputField id="…" label="…" {...registered(form, "email")} />`.
 */
export function registered<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "register" | "formState">,
  name: Path<Values>,
  options?: RegisterOptions<Values, Path<Values>>,
) {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return { ...form.register(name, options), error: error?.message };
}
