"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button, ButtonLink } from "@/components/ui/button";
import { callApi } from "@/lib/client/api";
import { messageOf, NETWORK_ERROR_MESSAGE } from "@/lib/client/api-errors";
import { resetPasswordFormSchema, type ResetPasswordForm } from "@/lib/validation/auth-forms";
import { envelopeOnlyResponse } from "@/lib/wire/user";
import { authField } from "./auth-field";
import { FormMessage } from "./form-message";
import { PasswordField } from "./password-input";
import type { AuthMessage } from "./use-auth-submit";
import { useTranslations } from "next-intl";

/** Sets a new password with the token of a reset link; once done, the way on is to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const [message, setMessage] = useState<AuthMessage | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    reValidateMode: "onSubmit",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { handleSubmit, formState } = form;
  const field = authField(form, () => setMessage(null));

  async function send({ password }: ResetPasswordForm) {
    setMessage(null);
    try {
      const reply = await callApi("/api/user/reset-password", envelopeOnlyResponse, { body: { token, password } });
      setMessage({ kind: "success", text: reply.message ?? "" });
    } catch (error) {
      setMessage({ kind: "error", text: messageOf(error, NETWORK_ERROR_MESSAGE) });
    }
  }

  if (message?.kind === "success") {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage message={message} />
        <ButtonLink href="/login" size="lg">
          {t("screen.signIn")}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(send)(event)} noValidate className="flex flex-col gap-4">
      {message && <FormMessage message={message} />}
      <PasswordField
        id="reset-password"
        label={t("fields.newPassword")}
        autoComplete="new-password"
        {...field("password")}
      />
      <PasswordField
        id="reset-confirm"
        label={t("fields.confirmNewPassword")}
        autoComplete="new-password"
        {...field("confirmPassword")}
      />
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("reset.submitting") : t("reset.submit")}
      </Button>
    </form>
  );
}
