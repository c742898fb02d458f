"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { notify } from "@/lib/client/notify";
import { loginUrlFor } from "@/lib/client/return-path";
import { sessionStore } from "@/lib/client/session";
import { callAsShopper } from "@/lib/client/session-api";
import { useStore } from "@/lib/client/store";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { GIFT_CARD_MESSAGE_MAX } from "@/lib/validation/gift-cards";
import { giftCardPurchaseStarted } from "@/lib/wire/credit";

/** The values most people choose, in rupees; any other whole amount in range may be typed. */
const PRESETS = [500, 1000, 2000, 5000] as const;

/**
 * Buys a gift card: its value, who it is for and from, a message; then PhonePe's page. The server
 * checks every field and says what is wrong; the shopper signs in first (the receipt is theirs).
 */
export function GiftCardForm() {
  const t = useTranslations("giftCards.form");
  const { status, user } = useStore(sessionStore);
  const [value, setValue] = useState<number>(1000);
  const [fields, setFields] = useState({ recipientName: "", recipientEmail: "", senderName: "", message: "" });
  const [busy, setBusy] = useState(false);
  const senderName = fields.senderName || user?.name || "";
  const set = (name: keyof typeof fields) => (typed: string) => setFields((now) => ({ ...now, [name]: typed }));

  if (status !== "signed-in") {
    return (
      <ButtonLink href={loginUrlFor("/gift-cards")} size="lg">
        {t("signIn")}
      </ButtonLink>
    );
  }

  async function buy(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const body = { ...fields, senderName, value };
      const { paymentUrl } = await callAsShopper("/api/gift-cards", giftCardPurchaseStarted, { body });
      window.location.assign(paymentUrl);
    } catch (error) {
      setBusy(false);
      if (!isSessionRejection(error)) notify.error(messageOf(error, t("failed")));
    }
  }

  const text = (name: keyof typeof fields, label: string, extra: Record<string, unknown> = {}, shown?: string) => (
    <FormField id={`gift-${name}`} label={label}>
      {(control) => (
        <input
          {...control}
          value={shown ?? fields[name]}
          onChange={(event) => set(name)(event.target.value)}
          {...extra}
        />
      )}
    </FormField>
  );
  return (
    <form onSubmit={buy} className="flex flex-col gap-4" aria-labelledby="gift-card-form-heading">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t("value")}</legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <label
              key={preset}
              className={`cursor-pointer rounded-lg border px-4 py-2 font-semibold ${
                value === preset ? "border-brand-600 bg-brand-50 text-brand-900" : "border-slate-300"
              }`}
            >
              <input
                type="radio"
                name="gift-value"
                className="sr-only"
                checked={value === preset}
                onChange={() => setValue(preset)}
              />
              {formatRupees(rupeesToPaise(preset))}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id="gift-other" label={t("other")}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={500}
            max={10000}
            step={1}
            value={value}
            onChange={(event) => setValue(Number(event.target.value))}
          />
        )}
      </FormField>
      {text("recipientName", t("recipientName"), { autoComplete: "off", maxLength: 60, required: true })}
      {text("recipientEmail", t("recipientEmail"), { type: "email", autoComplete: "off", required: true })}
      {text("senderName", t("senderName"), { autoComplete: "name", maxLength: 60, required: true }, senderName)}
      <FormField id="gift-message" label={t("message")} hint={t("messageHint", { max: GIFT_CARD_MESSAGE_MAX })}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={GIFT_CARD_MESSAGE_MAX}
            value={fields.message}
            onChange={(event) => set("message")(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? t("paying") : t("pay", { value: formatRupees(rupeesToPaise(Number.isFinite(value) ? value : 0)) })}
      </Button>
    </form>
  );
}
