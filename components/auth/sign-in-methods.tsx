"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { CodeSignIn } from "./code-sign-in";
import { SignInFields } from "./sign-in-form";
import { type useAuthSubmit } from "./use-auth-submit";

export type SignInMethod = "code" | "password";

/**
 * Signing in by a code sent to the phone or by password: on a phone the code comes first (a parent
 * checking out on a phone need not remember a password), on a wider screen the password; either
 * offers the other. Until the shopper chooses, the screen's width decides in CSS, so the page is
 * the same before and after its script runs and nothing moves.
 */
export function SignInMethods({
  auth,
  initialMethod,
}: {
  auth: ReturnType<typeof useAuthSubmit>;
  initialMethod?: SignInMethod;
}) {
  const t = useTranslations("auth.code");
  const [chosen, setChosen] = useState<SignInMethod | undefined>(initialMethod);

  function choose(next: SignInMethod) {
    auth.clearMessage();
    setChosen(next);
  }

  const method = (shown: SignInMethod, form: ReactNode) => {
    const other = shown === "code" ? "password" : "code";
    // Undecided: the code on phones (under 768 px), the password above.
    const placement = chosen ? "" : shown === "code" ? "md:hidden" : "hidden md:flex";
    return (
      <div key={shown} className={`flex flex-col gap-4 ${placement}`}>
        {form}
        <button
          type="button"
          onClick={() => choose(other)}
          className="min-h-11 rounded-md border border-slate-300 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {other === "code" ? t("withCode") : t("withPassword")}
        </button>
      </div>
    );
  };

  return (
    <>
      {chosen !== "password" && method("code", <CodeSignIn auth={auth} />)}
      {chosen !== "code" && method("password", <SignInFields auth={auth} />)}
    </>
  );
}
