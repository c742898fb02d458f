"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/client/api";
import { messageOf, NETWORK_ERROR_MESSAGE } from "@/lib/client/api-errors";
import { envelopeOnlyResponse } from "@/lib/wire/user";
import { FormMessage } from "./form-message";
import type { AuthMessage } from "./use-auth-submit";
import { useTranslations } from "next-intl";

/** Confirms a checkout e-mail with its link's token, on the owner's click. */
export function VerifyEmailForm({ token }: { token: string }) {
  const t = useTranslations("auth.verify");
  const [message, setMessage] = useState<AuthMessage | null>(null);
  const [sending, setSending] = useState(false);

  async function confirm() {
    setSending(true);
    setMessage(null);
    try {
      const reply = await callApi("/api/user/verify-email", envelopeOnlyResponse, { body: { token } });
      setMessage({ kind: "success", text: reply.message ?? "" });
    } catch (error) {
      setMessage({ kind: "error", text: messageOf(error, NETWORK_ERROR_MESSAGE) });
    } finally {
      setSending(false);
    }
  }

  if (message?.kind === "success") return <FormMessage message={message} />;
  return (
    <div className="flex flex-col gap-4">
      {message && <FormMessage message={message} />}
      <p className="text-slate-600">{t("intro")}</p>
      <Button size="lg" onClick={() => void confirm()} disabled={sending}>
        {sending ? t("submitting") : t("submit")}
      </Button>
    </div>
  );
}
