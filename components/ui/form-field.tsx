import type { ComponentType, InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldError } from "@/components/forms/field-error";
import { inputClass } from "./input-class";

interface FieldText {
  id: string;
  label: string;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** The field's error message (translated when it is a known one), announced when it appears. */
  error?: string;
  /** Classes of the field's wrapper (grid placement). */
  className?: string;
}

/** What the control inside a field needs: its id, its look and the ids of its hint and error. */
export interface ControlProps {
  id: string;
  className: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/**
 * A labelled form control with its hint and error message. The control itself comes from
 * `children`, given the props that wire it to the label, the hint and the error.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  controlClassName,
  children,
}: FieldText & { controlClassName?: string; children: (control: ControlProps) => ReactNode }) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        className: controlClassName ? `${inputClass} ${controlClassName}` : inputClass,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </div>
      )}
      {error && <FieldError id={`${id}-error`} message={error} className="mt-1 text-sm text-red-700" />}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

type InputFieldProps = FieldText &
  InputProps & {
    controlClassName?: string;
    /** Another input component in place of <input>, such as the password input with its Show button. */
    as?: ComponentType<InputProps & { id: string }>;
  };

/** The common case: a FormField around an <input>; every other prop goes to the input. */
export function InputField(props: InputFieldProps) {
  const { id, label, hint, error, className, controlClassName, as: Input = "input", ...input } = props;
  return (
    <FormField {...{ id, label, hint, error, className, controlClassName }}>
      {(control) => <Input {...input} {...control} />}
    </FormField>
  );
}
