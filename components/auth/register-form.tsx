"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField, InputField } from "@/components/ui/form-field";
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
        <InputField
          id="register-first-name"
          label="First name"
          error={errors.firstName?.message}
          autoComplete="given-name"
          {...register("firstName", onEdit("firstName"))}
        />
        <InputField
          id="register-last-name"
          label="Last name"
          error={errors.lastName?.message}
          autoComplete="family-name"
          {...register("lastName", onEdit("lastName"))}
        />
      </div>
      <InputField
        id="register-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register("email", onEdit("email"))}
      />
      <InputField
        id="register-phone"
        label="Phone number"
        hint="Include the country code, e.g. +91 98765 43210"
        error={errors.phone?.message}
        type="tel"
        autoComplete="tel"
        {...register("phone", onEdit("phone"))}
      />
      <FormField id="register-password" label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...register("password", onEdit("password"))} />
        )}
      </FormField>
      <FormField id="register-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            {...register("confirmPassword", onEdit("confirmPassword"))}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting || done}>
        {isSubmitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
