"use client";

import type { OperatorAlertSettings } from "@/lib/operator-alerts/settings";
import { ALERT_FREQUENCIES, FREQUENCY_LABELS, channelLabel } from "@/lib/operator-alerts/wording";
import { FormFooter } from "./form-controls";
import { useAdminForm, type AdminAction } from "./use-admin-form";

/** A channel's box: off, with the reason, when it cannot reach the admin. */
function ChannelField({
  name,
  label,
  defaultChecked,
  unavailable,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  unavailable: string | null;
}) {
  return (
    <label className="flex items-start gap-2">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        disabled={unavailable !== null}
        className="mt-1 size-4"
      />
      <span className="flex flex-col">
        <span className="font-semibold text-slate-800">{label}</span>
        {unavailable && <span className="text-sm text-slate-600">{unavailable}</span>}
      </span>
    </label>
  );
}

/** The admin's own alerts of new orders: what comes, and on which of their account's channels. */
export function OperatorAlertsForm({ action, settings }: { action: AdminAction; settings: OperatorAlertSettings }) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  const whatsAppUnavailable = !settings.whatsAppAvailable
    ? "This store does not send WhatsApp messages."
    : settings.phone
      ? null
      : "Add an Indian mobile number to your account first.";
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Your alerts of new orders">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">What to get</legend>
        {ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="flex items-start gap-2">
            <input
              type="radio"
              name="newOrders"
              value={frequency}
              defaultChecked={settings.newOrders === frequency}
              className="mt-1"
            />
            {FREQUENCY_LABELS[frequency]}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">How</legend>
        <ChannelField
          name="byEmail"
          label={channelLabel("email", settings.email ?? "your account's e-mail")}
          defaultChecked={settings.byEmail}
          unavailable={settings.email ? null : "Add an e-mail address to your account first."}
        />
        <ChannelField
          name="byWhatsApp"
          label={channelLabel("whatsapp", settings.phone ?? "your account's mobile")}
          defaultChecked={settings.byWhatsApp}
          unavailable={whatsAppUnavailable}
        />
      </fieldset>
      <FormFooter result={result} pending={pending} locked={locked} label="Save my alerts" />
    </form>
  );
}
