"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { useRefusalText } from "@/components/forms/use-refusal-text";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/client/api-errors";
import { currentPagePath, loginUrlFor } from "@/lib/client/return-path";
import { sessionStore } from "@/lib/client/session";
import { useStore } from "@/lib/client/store";
import { callAsShopper } from "@/lib/client/session-api";
import { useHydrated } from "@/lib/client/use-hydrated";
import {
  STOCK_ALERT_CHANNELS as CHANNELS,
  type StockAlertChannelName as Channel,
} from "@/lib/catalog/stock-alert-channels";

/** The panel's words, written by the product page on the server (only a product out of stock sends them). */
export interface StockAlertTexts {
  heading: string;
  intro: string;
  channel: string;
  names: Record<Channel, string>;
  submit: string;
  signIn: string;
  waiting: Record<Channel, string>;
  cancel: string;
  cancelled: string;
  failed: string;
  loadFailed: string;
}

const alertsPath = (productId: string) => `/api/user/stock-alerts?productId=${encodeURIComponent(productId)}`;

/** The alert calls, their schemas (and zod) loaded with the first call rather than with the page. */
const alertCalls = {
  async list(productId: string) {
    const { stockAlertsResponse } = await import("@/lib/wire/stock-alerts");
    return callAsShopper(alertsPath(productId), stockAlertsResponse, { method: "GET" });
  },
  async ask(productId: string, channel: Channel) {
    const { stockAlertResponse } = await import("@/lib/wire/stock-alerts");
    return callAsShopper("/api/user/stock-alerts", stockAlertResponse, { body: { productId, channel } });
  },
  async cancel(productId: string) {
    const { stockAlertCancelled } = await import("@/lib/wire/stock-alerts");
    return callAsShopper(alertsPath(productId), stockAlertCancelled, { method: "DELETE" });
  },
};

/**
 * "Notify me" on a product out of stock (POST /api/user/stock-alerts): one message on WhatsApp,
 * SMS or e-mail when it is back, to the account's own number or address. A visitor signs in first.
 */
export function StockAlertPanel({ productId, texts }: { productId: string; texts: StockAlertTexts }) {
  const { user } = useStore(sessionStore);
  const hydrated = useHydrated();
  const router = useRouter();
  const refusalText = useRefusalText();
  const [channels, setChannels] = useState<Record<Channel, boolean> | null>(null);
  const [waiting, setWaiting] = useState<Channel | null>(null);
  const [choice, setChoice] = useState<Channel | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    alertCalls
      .list(productId)
      .then((answer) => {
        setChannels(answer.channels);
        setWaiting(answer.alerts[0]?.channel ?? null);
        setChoice(CHANNELS.find((channel) => answer.channels[channel]) ?? null);
      })
      .catch(() => setStatus(texts.loadFailed));
  }, [user, productId, texts.loadFailed]);

  /** Runs a change; a refusal shows in the page's language. */
  async function change(call: () => Promise<unknown>, after: () => void) {
    setBusy(true);
    setStatus(null);
    try {
      await call();
      after();
    } catch (error) {
      setStatus(error instanceof ApiError ? refusalText(error.message, texts.failed) : texts.failed);
    }
    setBusy(false);
  }

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (choice)
      void change(
        () => alertCalls.ask(productId, choice),
        () => setWaiting(choice),
      );
  };
  const cancel = () =>
    void change(
      () => alertCalls.cancel(productId),
      () => {
        setWaiting(null);
        setStatus(texts.cancelled);
      },
    );

  return (
    <section aria-labelledby="stock-alert-heading" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id="stock-alert-heading" className="font-semibold">
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{texts.intro}</p>
      {hydrated && !user && (
        <Button className="mt-3" onClick={() => router.push(loginUrlFor(currentPagePath()))}>
          {texts.signIn}
        </Button>
      )}
      {user && waiting && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold text-green-800">{texts.waiting[waiting]}</p>
          <Button variant="secondary" size="sm" disabled={busy} onClick={cancel}>
            {texts.cancel}
          </Button>
        </div>
      )}
      {user && channels && !waiting && (
        <form onSubmit={ask} className="mt-3 flex flex-col gap-3">
          <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
            <legend className="mb-1 text-sm font-semibold text-slate-800">{texts.channel}</legend>
            {CHANNELS.map((channel) => (
              <label key={channel} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="stock-alert-channel"
                  value={channel}
                  checked={choice === channel}
                  disabled={!channels[channel]}
                  onChange={() => setChoice(channel)}
                  className="size-4"
                />
                {texts.names[channel]}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={busy || !choice} className="self-start">
            {texts.submit}
          </Button>
        </form>
      )}
      <p aria-live="polite" className="mt-2 text-sm text-slate-700">
        {status}
      </p>
    </section>
  );
}
