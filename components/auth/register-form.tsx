"use client";

import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import type { RegisterForm } from "@/lib/validation/auth-forms";
import { authField } from "./auth-field";
import { PasswordField } from "./password-input";
import { type useAuthSubmit } from "./use-auth-submit";
import { useTranslations } from "next-intl";

const EMPTY: RegisterForm = { firstName: "", lastName: "", email: "", phone: "", password: "", confirmPassword: "" };

export function RegisterFields({ auth }: { auth: ReturnType<typeof useAuthSubmit> }) {
  const t = useTranslations("auth");
  const form = useForm<RegisterForm>({
    resolver: lazyZodResolver(async () => (await import("@/lib/validation/auth-forms")).registerFormSchema),
    reValidateMode: "onSubmit",
    defaultValues: EMPTY,
  });
  const { handleSubmit, formState } = form;
  const field = authField(form, auth.clearMessage);
  const done = formState.isSubmitSuccessful && auth.message?.kind === "success";

  function send(values: RegisterForm) {
    const account = {
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email,
      phone: values.phone,
      password: values.password,
    };
    return auth.submit("/api/user/register", account, t("register.success"));
  }

  return (
    <form onSubmit={(event) => void handleSubmit(send)(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="register-first-name"
          label={t("fields.firstName")}
          autoComplete="given-name"
          {...field("firstName")}
        />
        <InputField
          id="register-last-name"
          label={t("fields.lastName")}
          autoComplete="family-name"
          {...field("lastName")}
        />
      </div>
      <InputField id="register-email" label={t("fields.email")} type="email" autoComplete="email" {...field("email")} />
      <InputField
        id="register-phone"
        label={t("fields.phone")}
        hint={t("fields.phoneHint")}
        type="tel"
        autoComplete="tel"
        {...field("phone")}
      />
      <PasswordField
        id="register-password"
        label={t("fields.password")}
        autoComplete="new-password"
        {...field("password")}
      />
      <PasswordField
        id="register-confirm"
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        {...field("confirmPassword")}
      />
      <Button type="submit" size="lg" disabled={formState.isSubmitting || done}>
        {formState.isSubmitting ? t("register.submitting") : t("screen.createAccount")}
      </Button>
    </form>
  );
}
