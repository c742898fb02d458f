"use client";

import { useState, type ComponentProps, type InputHTMLAttributes, type ReactNode } from "react";
import { InputField } from "@/components/ui/form-field";
import { useTranslations } from "next-intl";

const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/** A password input with a show/hide toggle (SPEC §2). */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const t = useTranslations("auth");
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className={`${props.className ?? ""} pr-16`} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-controls={props.id}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 px-3 text-sm font-semibold text-brand-700"
      >
        {t.rich(visible ? "hidePassword" : "showPassword", { hidden: srOnly })}
      </button>
    </div>
  );
}

/** A labelled password field: an InputField whose input is the PasswordInput. */
export function PasswordField(props: Omit<ComponentProps<typeof InputField>, "as">) {
  return <InputField as={PasswordInput} {...props} />;
}
