"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { useFieldError } from "@/components/forms/use-field-error";
import { callApi } from "@/lib/client/api";
import { messageOf, NETWORK_ERROR_MESSAGE } from "@/lib/client/api-errors";
import { type useAuthSubmit } from "./use-auth-submit";

const INDIAN_MOBILE = /^(?:\+?91|0)?[6-9]\d{9}$/;

/**
 * Sign in with a code sent to the phone (POST /api/user/otp/request, then /verify): the mobile
 * number, then the six digits. The store's answer to a request is the same for every number; the
 * code's own refusals (wrong, expired, tried too often) are the API's, in the page's language.
 */
export function CodeSignIn({ auth }: { auth: ReturnType<typeof useAuthSubmit> }) {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const fields = useTranslations("validation");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [notMyDevice, setNotMyDevice] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // A phone new to the store: the store's welcome, then the account's name and optional e-mail.
  const [welcome, setWelcome] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [email, setEmail] = useState("");

  async function requestCode(event?: FormEvent) {
    event?.preventDefault();
    auth.clearMessage();
    const typed = phone.replace(/[\s-]/g, "");
    if (!INDIAN_MOBILE.test(typed)) return setError(fields("mobileInvalid"));
    setError(undefined);
    setBusy(true);
    try {
      const { codeRequestResponse } = await import("@/lib/wire/user");
      const reply = await callApi("/api/user/otp/request", codeRequestResponse, { body: { phone } });
      setSent(fieldError(reply.message) ?? reply.message ?? "");
      setCode("");
    } catch (failure) {
      setError(fieldError(messageOf(failure, NETWORK_ERROR_MESSAGE)));
    }
    setBusy(false);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(fields("codeFormat"));
    setError(undefined);
    setNameError(undefined);
    if (welcome !== null && !name.trim()) return setNameError(fields("nameRequired"));
    setBusy(true);
    const body = { phone, code: code.trim(), ...(welcome !== null && { name, email }) };
    await auth.submit(
      "/api/user/otp/verify",
      body,
      t(welcome === null ? "signIn.success" : "register.success"),
      !notMyDevice,
      (refusal) => {
        if (refusal.fields.newAccount !== true) return false;
        setWelcome(fieldError(refusal.message) ?? refusal.message);
        return true;
      },
    );
    setBusy(false);
  }

  if (sent === null) {
    return (
      <form onSubmit={(event) => void requestCode(event)} noValidate className="flex flex-col gap-4">
        <InputField
          id="code-phone"
          label={t("code.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={error}
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t("code.sending") : t("code.send")}
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={(event) => void verify(event)} noValidate className="flex flex-col gap-4">
      <p role="status" className="text-sm text-slate-700">
        {sent}
      </p>
      <InputField
        id="code-digits"
        label={t("code.label")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
        error={error}
      />
      {welcome !== null && (
        <>
          <p role="status" className="font-semibold text-slate-800">
            {welcome}
          </p>
          <InputField
            id="code-name"
            label={t("code.name")}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError}
            required
          />
          <InputField
            id="code-email"
            label={t("code.emailOptional")}
            hint={t("code.emailHint")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      )}
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4"
          checked={notMyDevice}
          onChange={(event) => setNotMyDevice(event.target.checked)}
        />
        {t("signIn.notMyDevice")}
      </label>
      <Button type="submit" size="lg" disabled={busy || auth.message?.kind === "success"}>
        {welcome !== null
          ? t(busy ? "register.submitting" : "code.create")
          : t(busy ? "signIn.submitting" : "screen.signIn")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="min-h-11 font-semibold text-brand-700 hover:underline"
          onClick={() => void requestCode()}
        >
          {t("code.again")}
        </button>
        <button
          type="button"
          className="min-h-11 font-semibold text-brand-700 hover:underline"
          onClick={() => {
            setSent(null);
            setWelcome(null);
          }}
        >
          {t("code.otherNumber")}
        </button>
      </div>
    </form>
  );
}
