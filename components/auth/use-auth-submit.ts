"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { callApi } from "@/lib/client/api";
import { ApiError, messageOf, NETWORK_ERROR_MESSAGE } from "@/lib/client/api-errors";
import { signIn } from "@/lib/client/session";
import { useTranslations } from "next-intl";

/** Time the success message shows before the redirect (SPEC §9). */
const REDIRECT_AFTER_MS = 1500;

export interface AuthMessage {
  kind: "success" | "error";
  text: string;
}

/**
 * Posts a sign-in or registration, keeps the session, shows the result and, after 1.5 seconds,
 * replaces the history entry with the page the shopper came from.
 */
export function useAuthSubmit(returnPath: string) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [message, setMessage] = useState<AuthMessage | null>(null);

  /**
   * `remember`: keep the session for the whole browser, its tabs and later visits; false ("Not my
   * device") keeps it to this tab. `takeRefusal`: a screen's own answer to a refusal it knows (a
   * new phone asked for a name); true when it took it, so no error shows.
   */
  async function submit(
    path: "/api/user/login" | "/api/user/register" | "/api/user/otp/verify",
    body: object,
    successText: string,
    remember = true,
    takeRefusal?: (refusal: ApiError) => boolean,
  ) {
    setMessage(null);
    try {
      // The answer's schema (and zod) loads with the call, not with the sign-in page.
      const { authResponse } = await import("@/lib/wire/user");
      const reply = await callApi(path, authResponse, { body });
      if (!reply.success || !reply.token || !reply.user) {
        setMessage({ kind: "error", text: `❌ ${reply.message || t("failed")}` });
        return;
      }
      // The message first, so the login screen knows this sign-in is its own and waits to redirect.
      setMessage({ kind: "success", text: successText });
      signIn(reply.token, reply.user, remember);
      setTimeout(() => router.replace(returnPath), REDIRECT_AFTER_MS);
    } catch (error) {
      if (error instanceof ApiError && takeRefusal?.(error)) return;
      setMessage({ kind: "error", text: messageOf(error, NETWORK_ERROR_MESSAGE) });
    }
  }

  return { message, clearMessage: () => setMessage(null), submit };
}
