"use client";

import { Link } from "@/lib/i18n/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import type { SignInForm } from "@/lib/validation/auth-forms";
import { authField } from "./auth-field";
import { PasswordField } from "./password-input";
import { type useAuthSubmit } from "./use-auth-submit";
import { useTranslations } from "next-intl";

export function SignInFields({ auth }: { auth: ReturnType<typeof useAuthSubmit> }) {
  const t = useTranslations("auth");
  const form = useForm<SignInForm>({
    resolver: lazyZodResolver(async () => (await import("@/lib/validation/auth-forms")).signInFormSchema),
    reValidateMode: "onSubmit",
    defaultValues: { emailOrPhone: "", password: "", notMyDevice: false },
  });
  const { handleSubmit, formState } = form;
  const field = authField(form, auth.clearMessage);
  const done = formState.isSubmitSuccessful && auth.message?.kind === "success";

  return (
    <form
      onSubmit={(event) =>
        void handleSubmit(({ notMyDevice, ...credentials }) =>
          auth.submit("/api/user/login", { ...credentials, remember: !notMyDevice }, t("signIn.success"), !notMyDevice),
        )(event)
      }
      noValidate
      className="flex flex-col gap-4"
    >
      <InputField
        id="login-identity"
        label={t("fields.emailOrPhone")}
        autoComplete="username"
        {...field("emailOrPhone")}
      />
      <PasswordField
        id="login-password"
        label={t("fields.password")}
        autoComplete="current-password"
        {...field("password")}
      />
      <div className="-mt-2 flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...form.register("notMyDevice")} />
          {t("signIn.notMyDevice")}
        </label>
        <Link href="/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
          {t("signIn.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={formState.isSubmitting || done}>
        {formState.isSubmitting ? t("signIn.submitting") : t("screen.signIn")}
      </Button>
    </form>
  );
}
