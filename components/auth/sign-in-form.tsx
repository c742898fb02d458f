"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField, InputField } from "@/components/ui/form-field";
import { signInFormSchema, type SignInForm } from "@/lib/validation/auth-forms";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "./password-input";
import { type useAuthSubmit } from "./use-auth-submit";

export function SignInFields({ auth }: { auth: ReturnType<typeof useAuthSubmit> }) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    reValidateMode: "onSubmit",
    defaultValues: { emailOrPhone: "", password: "" },
  });
  // Typing clears that field's error and the general message (SPEC §4).
  const onEdit = (field: keyof SignInForm) => ({
    onChange: () => {
      clearErrors(field);
      auth.clearMessage();
    },
  });
  const done = isSubmitSuccessful && auth.message?.kind === "success";

  return (
    <form
      onSubmit={(event) =>
        void handleSubmit((form) => auth.submit("/api/user/login", form, "Login successful! Redirecting..."))(event)
      }
      noValidate
      className="flex flex-col gap-4"
    >
      <InputField
        id="login-identity"
        label="Email or phone number"
        error={errors.emailOrPhone?.message}
        autoComplete="username"
        {...register("emailOrPhone", onEdit("emailOrPhone"))}
      />
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...register("password", onEdit("password"))} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting || done}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
