"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { controlProps, Field } from "@/components/forms/field";
import { registerFormSchema, type RegisterForm } from "@/lib/validation/auth-forms";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "./password-input";
import { type useAuthSubmit } from "./use-auth-submit";

const EMPTY: RegisterForm = { firstName: "", lastName: "", email: "", phone: "", password: "", confirmPassword: "" };

export function RegisterFields({ auth }: { auth: ReturnType<typeof useAuthSubmit> }) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    reValidateMode: "onSubmit",
    defaultValues: EMPTY,
  });
  const onEdit = (field: keyof RegisterForm) => ({
    onChange: () => {
      clearErrors(field);
      auth.clearMessage();
    },
  });
  const done = isSubmitSuccessful && auth.message?.kind === "success";

  function send(form: RegisterForm) {
    const account = {
      name: `${form.firstName.trim()} ${form.lastName.trim()}`,
      email: form.email,
      phone: form.phone,
      password: form.password,
    };
    return auth.submit("/api/user/register", account, "Registration successful! Redirecting...");
  }

  return (
    <form onSubmit={(event) => void handleSubmit(send)(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="register-first-name" label="First name" error={errors.firstName?.message}>
          <input
            {...controlProps("register-first-name", errors.firstName)}
            autoComplete="given-name"
            {...register("firstName", onEdit("firstName"))}
          />
        </Field>
        <Field id="register-last-name" label="Last name" error={errors.lastName?.message}>
          <input
            {...controlProps("register-last-name", errors.lastName)}
            autoComplete="family-name"
            {...register("lastName", onEdit("lastName"))}
          />
        </Field>
      </div>
      <Field id="register-email" label="Email" error={errors.email?.message}>
        <input
          {...controlProps("register-email", errors.email)}
          type="email"
          autoComplete="email"
          {...register("email", onEdit("email"))}
        />
      </Field>
      <Field id="register-phone" label="Phone number" error={errors.phone?.message}>
        <input
          {...controlProps("register-phone", errors.phone)}
          type="tel"
          autoComplete="tel"
          aria-describedby={errors.phone ? "register-phone-error register-phone-hint" : "register-phone-hint"}
          {...register("phone", onEdit("phone"))}
        />
        <p id="register-phone-hint" className="mt-1 text-xs text-slate-600">
          Include the country code, e.g. +91 98765 43210
        </p>
      </Field>
      <Field id="register-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          {...controlProps("register-password", errors.password)}
          autoComplete="new-password"
          {...register("password", onEdit("password"))}
        />
      </Field>
      <Field id="register-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput
          {...controlProps("register-confirm", errors.confirmPassword)}
          autoComplete="new-password"
          {...register("confirmPassword", onEdit("confirmPassword"))}
        />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting || done}>
        {isSubmitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
