"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { callApi } from "@/lib/client/api";
import { messageOf, NETWORK_ERROR_MESSAGE } from "@/lib/client/api-errors";
import { forgotPasswordFormSchema, type ForgotPasswordForm } from "@/lib/validation/auth-forms";
import { envelopeOnlyResponse } from "@/lib/wire/user";
import { authField } from "./auth-field";
import { FormMessage } from "./form-message";
import type { AuthMessage } from "./use-auth-submit";
import { useTranslations } from "next-intl";

/** Asks for a reset link; the answer is the server's neutral message, whoever the e-mail belongs to. */
export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const [message, setMessage] = useState<AuthMessage | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    reValidateMode: "onSubmit",
    defaultValues: { email: "" },
  });
  const { handleSubmit, formState } = form;
  const field = authField(form, () => setMessage(null));

  async function send(values: ForgotPasswordForm) {
    setMessage(null);
    try {
      const reply = await callApi("/api/user/forgot-password", envelopeOnlyResponse, { body: values });
      setMessage({ kind: "success", text: reply.message ?? "" });
    } catch (error) {
      setMessage({ kind: "error", text: messageOf(error, NETWORK_ERROR_MESSAGE) });
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(send)(event)} noValidate className="flex flex-col gap-4">
      {message && <FormMessage message={message} />}
      <InputField id="forgot-email" label={t("fields.email")} type="email" autoComplete="email" {...field("email")} />
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("forgot.submitting") : t("forgot.submit")}
      </Button>
    </form>
  );
}
