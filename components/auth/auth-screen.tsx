"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useState } from "react";
import { sessionStore } from "@/lib/client/session";
import { signInRequests } from "@/lib/client/sign-in-request";
import { useStore } from "@/lib/client/store";
import { FormMessage } from "./form-message";
import { RegisterFields } from "./register-form";
import { SignInMethods, type SignInMethod } from "./sign-in-methods";
import { useAuthSubmit } from "./use-auth-submit";
import { useTranslations } from "next-intl";

type Mode = "sign-in" | "register";

/** The payment verification page: a shopper sent here from it is told why (issue #16 item 8). */
const PAYMENT_RESULT_PATH = "/verify-phonepe?";

/**
 * Sign in and create account on one screen (SPEC §2). Switching mode starts afresh: the forms
 * remount, so fields, errors and the message reset. Someone already signed in is sent back.
 */
export function AuthScreen({
  initialMode,
  initialMethod,
  returnPath,
}: {
  initialMode: Mode;
  initialMethod?: SignInMethod;
  returnPath: string;
}) {
  const t = useTranslations("auth.screen");
  const [mode, setMode] = useState<Mode>(initialMode);
  const auth = useAuthSubmit(returnPath);
  // The header's Login link, pressed here, asks for sign-in: answered once per press.
  const signInRequest = useStore(signInRequests);
  const [answeredRequest, setAnsweredRequest] = useState(signInRequest);
  if (signInRequest !== answeredRequest) {
    setAnsweredRequest(signInRequest);
    switchTo("sign-in");
  }
  const { status } = useStore(sessionStore);
  const router = useRouter();
  const justSignedIn = auth.message?.kind === "success";

  // Signed in already: go back. Signed in by this form: its own redirect follows the message.
  useEffect(() => {
    if (status === "signed-in" && !justSignedIn) router.replace(returnPath);
  }, [status, justSignedIn, returnPath, router]);

  function switchTo(next: Mode) {
    setMode(next);
    auth.clearMessage();
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">
        {mode === "sign-in" ? t("welcomeBack") : t("createYourAccount")}
      </h1>
      {returnPath.startsWith(PAYMENT_RESULT_PATH) && (
        <p className="mt-2 text-center text-slate-700" data-testid="sign-in-reason">
          {t("paymentResult")}
        </p>
      )}
      <div role="group" aria-label={t("choose")} className="mt-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
        {(["sign-in", "register"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => switchTo(option)}
            className={`rounded-md py-2 text-sm font-semibold ${mode === option ? "bg-white text-brand-700 shadow" : "text-slate-600"}`}
          >
            {option === "sign-in" ? t("signIn") : t("createAccount")}
          </button>
        ))}
      </div>
      {auth.message && (
        <div className="mt-6">
          <FormMessage message={auth.message} />
        </div>
      )}
      <div className="mt-6">
        {mode === "sign-in" ? (
          <SignInMethods auth={auth} initialMethod={initialMethod} />
        ) : (
          <RegisterFields key="register" auth={auth} />
        )}
      </div>
    </div>
  );
}
