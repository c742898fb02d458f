"use client";

import { useTranslations } from "next-intl";
import type { NotificationsJson } from "@/lib/wire/notifications";

/** One channel's checkbox, off until ticked, with the words the store records as the consent. */
export function UpdateChannelChoice({
  id,
  channel,
  settings,
  onChange,
}: {
  id: string;
  channel: "whatsapp" | "sms";
  settings: NotificationsJson & { phone: string };
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslations("notifications");
  return (
    <div className="flex gap-3">
      <input
        id={`${id}-${channel}`}
        type="checkbox"
        className="mt-1 size-5 shrink-0"
        checked={settings[channel]}
        aria-describedby={`${id}-${channel}-consent`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={`${id}-${channel}`} className="font-medium text-slate-900">
          {t(channel)}
        </label>
        <p id={`${id}-${channel}-consent`} className="text-sm text-slate-600">
          {t(channel === "whatsapp" ? "whatsappConsent" : "smsConsent", { phone: settings.phone })}
        </p>
      </div>
    </div>
  );
}
